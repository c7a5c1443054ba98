import type { AnyDb } from '../schema-helpers';

/**
 * Limits per processed form: a standard names the form it applies to ('' = the
 * crude drug, 药材; else 饮片 or a named slice such as 山药片), and a matter sample names the form
 * it was taken in, so a slice sample is judged against the slice's limits. Existing rows stay
 * crude drug ('').
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('standards')
    .addColumn('form', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('samples')
    .addColumn('form', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
