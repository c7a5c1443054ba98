import type { Engine } from '../database';
import { type AnyDb, refType, timeType, withId } from '../schema-helpers';

/**
 * `dna_usage`: the query sequences each user sent to identification, so the per-10-minute
 * quota is counted in the database every server process shares (it was counted in each
 * process's memory, so N processes allowed N times the quota).
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('dna_usage'), engine)
    .addColumn('user_id', refType(engine), (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('queries', 'integer', (c) => c.notNull())
    .addColumn('at', timeType(engine), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dna_usage_user_at_idx').on('dna_usage').columns(['user_id', 'at']).execute();
}
