import type { Engine } from '../database';
import { type AnyDb, timeType } from '../schema-helpers';

/**
 * `job_leases`: one row per scheduled job (e.g. `backup`). Several server processes (WORKERS,
 * or several hosts on one PostgreSQL) each run the scheduler; a conditional
 * `update … where last_run_at <= now - interval` lets exactly one of them claim each run.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_run_at', timeType(engine), (c) => c.notNull().defaultTo(0))
    .addColumn('holder', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_result', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
