import type { AnyDb } from '../schema-helpers';

/**
 * The source of a matter's free-text facts: `provenance_json` holds one source
 * per field (origin, constituents, taboos, catalogue note; contracts provenanceSchema). Existing
 * rows start empty, which the pages show as the institute's note; the data migration
 * 2026-11-fact-provenance fills the shipped sources where the text is still as shipped.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('matters')
    .addColumn('provenance_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}
