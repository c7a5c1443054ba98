import type { Engine } from '../database';
import { type AnyDb, refType, timeType, withId } from '../schema-helpers';

/**
 * Proof-reading of monograph facts: one row per verdict a curator gave, keyed by
 * the matter and the fact's key, holding the fingerprint of the fact as checked. A fact with no
 * row, or whose content no longer has that fingerprint, is unreviewed, so facts added or changed
 * later (by curators, imports or data migrations) need nothing written here. Creates a table
 * only: no curator's data is touched.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('fact_reviews'), engine)
    .addColumn('matter_id', refType(engine), (c) => c.notNull())
    .addColumn('fact_key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('edition', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('page', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_by', refType(engine))
    .addColumn('reviewer_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_at', timeType(engine), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fact_reviews_fact_idx')
    .on('fact_reviews')
    .columns(['matter_id', 'fact_key'])
    .unique()
    .execute();
}
