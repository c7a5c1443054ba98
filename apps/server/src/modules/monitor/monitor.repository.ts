import { type Kysely, sql } from 'kysely';
import type { DB, Engine } from '../../db/database';

export function monitorRepository(db: Kysely<DB>, engine: Engine) {
  return {
    /** Bytes the database takes: SQLite pages, or PostgreSQL's own count for this database. */
    async sizeBytes(): Promise<number> {
      const q =
        engine === 'postgres'
          ? sql<{ size: number }>`select pg_database_size(current_database()) as size`
          : sql<{ size: number }>`select page_count * page_size as size from pragma_page_count(), pragma_page_size()`;
      const { rows } = await q.execute(db);
      return Number(rows[0]?.size ?? 0);
    },

    /** Writes (or replaces) one process's report. */
    async saveReport(row: { instance: string; host: string; pid: number; reported_at: number; report: string }) {
      await db
        .insertInto('worker_metrics')
        .values(row)
        .onConflict((oc) => oc.column('instance').doUpdateSet({ reported_at: row.reported_at, report: row.report }))
        .execute();
    },

    /** Reports newer than `since` (Unix seconds), except `exceptInstance`'s. */
    freshReports(since: number, exceptInstance: string) {
      return db
        .selectFrom('worker_metrics')
        .select(['instance', 'host', 'report'])
        .where('reported_at', '>=', since)
        .where('instance', '!=', exceptInstance)
        .orderBy('instance')
        .execute();
    },

    /** Drops a closing process's row and rows of processes long gone (killed, crashed). */
    async forget(instance: string, olderThan: number) {
      await db
        .deleteFrom('worker_metrics')
        .where((eb) => eb.or([eb('instance', '=', instance), eb('reported_at', '<', olderThan)]))
        .execute();
    },
  };
}
export type MonitorRepository = ReturnType<typeof monitorRepository>;
