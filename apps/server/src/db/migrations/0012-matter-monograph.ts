import type { Engine } from '../database';
import type { AnyDb } from '../schema-helpers';

/**
 * What the Chinese Pharmacopoeia establishes for a matter: `matters.monograph_json`
 * holds usage and dosage, processing forms, storage, assay markers, test limits and marker
 * constituents, each with its citation (contracts monographSchema); `part_used_en` is the
 * English rendering of the part used where an established one exists (empty otherwise).
 */
export async function up(db: AnyDb, _engine: Engine): Promise<void> {
  await db.schema.alterTable('matters').addColumn('monograph_json', 'text').execute();
  await db.schema
    .alterTable('matters')
    .addColumn('part_used_en', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
