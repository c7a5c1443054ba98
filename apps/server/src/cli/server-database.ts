// The database the server uses, found the way the server finds it, for the operator commands.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/dialect';
import type { Database } from '../db/database';
import { migrationStatus } from '../db/migrations';

/** The server's database is not where the command looked: nothing was created there. */
export class NoServerDatabaseError extends Error {}

export interface ServerDatabaseLocation {
  config: Config;
  /** DATA_DIR/yaoshi.db (used when DATABASE_URL is unset). */
  sqliteFile: string;
  /** "SQLite /abs/path/yaoshi.db" or "PostgreSQL host:port/db", without credentials. */
  where: string;
}

/** host:port/database of a PostgreSQL URL, without its credentials. */
export const pgWhere = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return '(DATABASE_URL)';
  }
};

/**
 * Where the server keeps its data: DATABASE_URL, or DATA_DIR/yaoshi.db with DATA_DIR's default
 * (`data/` in the repository) from config.ts, as the server reads it. `npm run <command>` runs in
 * the server's workspace folder (apps/server) while `npm start` runs where it was typed: a
 * relative DATA_DIR is read from where the command was typed (INIT_CWD), so it names the same
 * folder for both and an account is never written to a database of its own in apps/server.
 */
export function serverDatabaseLocation(env: NodeJS.ProcessEnv = process.env): ServerDatabaseLocation {
  if (env.INIT_CWD) process.chdir(env.INIT_CWD);
  const config = loadConfig(env);
  const sqliteFile = path.join(config.dataDir, 'yaoshi.db');
  const where = config.databaseUrl ? `PostgreSQL ${pgWhere(config.databaseUrl)}` : `SQLite ${sqliteFile}`;
  return { config, sqliteFile, where };
}

const NOT_THERE = (where: string) =>
  `No Yaoshi database at ${where}. The server creates it on its first start (npm start); ` +
  'if the server runs with another DATA_DIR or DATABASE_URL, set the same one for this command.';

/**
 * Opens the server's existing database; refuses (NoServerDatabaseError) when there is none, so a
 * command run with another DATA_DIR than the server's never creates a second, unused database.
 */
export async function openServerDatabase(
  location: ServerDatabaseLocation,
  opts: { poolSize?: number } = {},
): Promise<Database> {
  const { config, sqliteFile, where } = location;
  // Opening a SQLite file creates it: look first.
  if (!config.databaseUrl && !fs.existsSync(sqliteFile)) throw new NoServerDatabaseError(NOT_THERE(where));
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile, poolSize: opts.poolSize ?? 2 });
  try {
    // A PostgreSQL database (or a stray empty file) the server never started on has no migration applied.
    const { migrations } = await migrationStatus(database.db);
    if (!migrations.some((m) => m.appliedAt)) throw new NoServerDatabaseError(NOT_THERE(where));
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
