import type { Engine } from '../database';
import { type AnyDb, refType } from '../schema-helpers';

/**
 * `search_reindex_queue`: matters whose Latin or English names changed, so the products and
 * samples made of them must have their search text rewritten. The save only
 * queues the matter; a background pass in each server process rewrites the rows in short
 * batches (a matter may have tens of thousands of samples), and a crash leaves the row to be
 * done after the restart. `version` grows with every new request, so a rename made while a
 * pass runs is done again.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await db.schema
    .createTable('search_reindex_queue')
    .addColumn('matter_id', refType(engine), (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
