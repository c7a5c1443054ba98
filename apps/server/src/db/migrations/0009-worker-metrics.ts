import type { Engine } from '../database';
import { type AnyDb, timeType } from '../schema-helpers';

/**
 * `worker_metrics`: every server process (each worker of WORKERS, on every host) writes its
 * request counts and latency histograms here every few seconds, so the monitor screen can add
 * up all of them whichever process answers (modules/monitor).
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await db.schema
    .createTable('worker_metrics')
    .addColumn('instance', 'text', (c) => c.primaryKey())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('pid', 'integer', (c) => c.notNull())
    .addColumn('reported_at', timeType(engine), (c) => c.notNull())
    .addColumn('report', 'text', (c) => c.notNull())
    .execute();
}
