import { type Kysely, sql } from 'kysely';
import type { DB, Engine } from '../../db/database';

/**
 * The file of a SQLite database, so a worker thread can open its own connection to it;
 * null for PostgreSQL and for an in-memory SQLite database (nothing another thread can open).
 */
export async function sqliteFileOf(db: Kysely<DB>, engine: Engine): Promise<string | null> {
  if (engine !== 'sqlite') return null;
  const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db);
  const file = rows[0]?.file ?? '';
  return file === '' ? null : file;
}
