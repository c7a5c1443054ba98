import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, Kysely, PostgresDialect, SqliteDialect, SqliteDriver } from 'kysely';
import pg from 'pg';
import { queryLogger } from '../lib/query-log';
import { StorageError, storageFailure } from '../lib/storage-failure';
import type { Database, DB } from './database';
import { lockWaitingConnection, SYNC_BUSY_MS, waitForLock } from './sqlite-lock-wait';
import { LiteralLimitsCompiler, namingPoolOptions } from './pg-named';
import { cachingDatabase } from './statement-cache';

// int8 (bigint) and numeric come back as strings by default; our values fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export interface DbOptions {
  /** postgres://… — otherwise SQLite. */
  databaseUrl?: string;
  /** SQLite file; ':memory:' allowed. */
  sqliteFile?: string;
  /** SQLite in memory, starting from this serialized database (tests copy a seeded one). */
  sqliteImage?: Buffer;
  poolSize?: number;
  /** SQLite page cache in MB: a million-row search reads thousands of scattered rows. */
  sqliteCacheMb?: number;
}

/**
 * Write transactions start with BEGIN IMMEDIATE: with several processes on one WAL file
 * (WORKERS), a deferred transaction that reads and then writes fails at once with
 * SQLITE_BUSY when another process committed in between (busy_timeout cannot help a stale
 * snapshot); IMMEDIATE takes the write lock first, so it waits its turn instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  // A lock held by another connection is waited for asynchronously (sqlite-lock-wait.ts).
  readonly #lock = { acquire: () => super.acquireConnection(), release: () => super.releaseConnection() };
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: cachingDatabase(sqlite) as unknown as SQLite.Database });
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    return lockWaitingConnection(this.sqlite, this.#lock, await super.acquireConnection());
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await waitForLock(this.sqlite, this.#lock, () => connection.executeQuery(CompiledQuery.raw('begin immediate')));
  }
  // SQLite has already rolled back after some errors (SQLITE_FULL, SQLITE_IOERR): a second
  // ROLLBACK would fail and its error would replace the one that says what went wrong.
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}
class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.sqlite);
  }
}

/** PostgreSQL with small LIMIT and OFFSET numbers in the statement text (pg-named.ts). */
class NamingPostgresDialect extends PostgresDialect {
  override createQueryCompiler() {
    return new LiteralLimitsCompiler();
  }
}

export function openDatabase(opts: DbOptions): Database {
  if (opts.databaseUrl) {
    // Idle connections are kept ten minutes (pg's default is 10 s): a new connection starts cold,
    // its first touch of each shared buffer a page fault. The pool stays within PG_POOL_SIZE.
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      idleTimeoutMillis: 600_000,
      // Reads and writes run as named prepared statements (pg-named.ts).
      ...namingPoolOptions,
    });
    // An idle client that loses its server (restart, failover, a dropped test database) is
    // discarded and replaced by the pool; unhandled, the 'error' event would kill the process.
    pool.on('error', () => {});
    const db = new Kysely<DB>({
      dialect: new NamingPostgresDialect({ pool }),
      log: queryLogger('postgres'),
    });
    return { db, engine: 'postgres', url: opts.databaseUrl, close: () => db.destroy() };
  }
  const file = opts.sqliteImage ?? opts.sqliteFile ?? ':memory:';
  if (typeof file === 'string' && file !== ':memory:') makeFolder(path.dirname(file));
  const sqlite = openSqlite(file);
  sqlite.pragma(`busy_timeout = ${SYNC_BUSY_MS}`);
  sqlite.pragma(`cache_size = -${Math.round((opts.sqliteCacheMb ?? 256) * 1024)}`);
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect(sqlite), log: queryLogger('sqlite') });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

/**
 * The database's folder, made if missing; its parent must exist, so a mistyped DATA_DIR or an
 * unmounted disk fails here instead of a new empty database appearing somewhere else.
 */
function makeFolder(dir: string) {
  try {
    fs.mkdirSync(dir);
  } catch (err) {
    if ((err as { code?: string }).code === 'EEXIST' && fs.statSync(dir).isDirectory()) return;
    throw new StorageError(dir, err);
  }
}

/** Opens the file and sets what needs a write (WAL), so a read-only or full disk fails here, naming the file. */
function openSqlite(file: string | Buffer): SQLite.Database {
  let sqlite: SQLite.Database | undefined;
  try {
    sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    // FULL: an acknowledged write survives kill -9 and power loss.
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    return sqlite;
  } catch (err) {
    sqlite?.close();
    throw storageFailure(err) ? new StorageError(typeof file === 'string' ? file : ':memory:', err) : err;
  }
}
