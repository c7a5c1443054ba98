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
  };
}
export type MonitorRepository = ReturnType<typeof monitorRepository>;
