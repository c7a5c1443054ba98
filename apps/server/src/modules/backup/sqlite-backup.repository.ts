import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { fsyncPath, tempBeside } from './backup-files';

/** The migration runner's bookkeeping table: a file without it is not a Yaoshi database. */
export const MIGRATION_TABLE = 'kysely_migration';

/**
 * Copies the database at `source` into `target` (a new file) from a worker thread: one
 * consistent snapshot of everything committed, while the server keeps reading and writing.
 * `signal` stops it (the worker is terminated and the partial file removed).
 */
export async function snapshotSqlite(source: string, target: string, signal?: AbortSignal): Promise<void> {
  if (!fs.existsSync(source)) throw new Error(`No SQLite database at ${source}`);
  const tmp = tempBeside(target);
  try {
    const result = await new Promise<{ integrity: string }>((resolve, reject) => {
      const worker = new Worker(new URL('./sqlite-snapshot.worker.mjs', import.meta.url), {
        workerData: { source, target: tmp },
      });
      const abort = () => void worker.terminate().then(() => reject(new Error('Backup stopped')));
      signal?.addEventListener('abort', abort, { once: true });
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => {
        signal?.removeEventListener('abort', abort);
        if (code !== 0)
          reject(new Error(signal?.aborted ? 'Backup stopped' : `Backup worker exited with code ${code}`));
      });
    });
    if (result.integrity !== 'ok') throw new Error(`The copy failed its integrity check: ${result.integrity}`);
    fsyncPath(tmp);
    fs.renameSync(tmp, target);
    fsyncPath(path.dirname(target));
  } finally {
    // VACUUM INTO writes a rollback journal beside its output while it runs.
    for (const f of [tmp, `${tmp}-journal`]) fs.rmSync(f, { force: true });
  }
}

const SQLITE_MAGIC = 'SQLite format 3\0';

/** The first 16 bytes of a file, as latin1 text. */
function fileHead(file: string): string {
  const head = Buffer.alloc(16);
  const fd = fs.openSync(file, 'r');
  try {
    const n = fs.readSync(fd, head, 0, 16, 0);
    return head.subarray(0, n).toString('latin1');
  } finally {
    fs.closeSync(fd);
  }
}

export const isSqliteFile = (file: string) => fileHead(file) === SQLITE_MAGIC;

/** What a backup file holds, or why it cannot be restored. */
export function inspectSqliteBackup(file: string): { tables: number; migrations: number } {
  const head = fileHead(file);
  if (head.startsWith('PGDMP'))
    throw new Error(`${file} is a PostgreSQL dump: set DATABASE_URL to restore it into PostgreSQL`);
  if (head !== SQLITE_MAGIC) throw new Error(`${file} is not a SQLite database`);
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const check = String(db.pragma('integrity_check', { simple: true }));
    if (check !== 'ok') throw new Error(`${file} failed its integrity check: ${check}`);
    const has = db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(MIGRATION_TABLE);
    if (!has) throw new Error(`${file} is not a Yaoshi database (no ${MIGRATION_TABLE} table)`);
    const tables = db.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number };
    const migrations = db.prepare(`select count(*) as n from ${MIGRATION_TABLE}`).get() as { n: number };
    return { tables: tables.n, migrations: migrations.n };
  } catch (err) {
    if (err instanceof SQLite.SqliteError) throw new Error(`${file} is damaged: ${err.message}`, { cause: err });
    throw err;
  } finally {
    db.close();
  }
}

/**
 * State of the live database file. `inUse`: another connection has it open — a server in WAL
 * mode holds a shared lock on the file for as long as it runs, so an exclusive lock (tried
 * without waiting) fails exactly while some server process, idle or not, has it open. When it
 * is free the probe's own close checkpoints any WAL left by a crash.
 */
export function probeSqliteTarget(file: string): { exists: boolean; inUse: boolean; tables: number } {
  if (!fs.existsSync(file) || fs.statSync(file).size === 0) return { exists: false, inUse: false, tables: 0 };
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { fileMustExist: true, timeout: 0 });
  } catch {
    return { exists: true, inUse: false, tables: -1 };
  }
  try {
    try {
      db.pragma('locking_mode = EXCLUSIVE');
      db.exec('BEGIN EXCLUSIVE');
      db.exec('COMMIT');
    } catch (err) {
      if (err instanceof SQLite.SqliteError && err.code.startsWith('SQLITE_BUSY'))
        return { exists: true, inUse: true, tables: -1 };
      return { exists: true, inUse: false, tables: -1 };
    }
    const row = db.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number };
    return { exists: true, inUse: false, tables: row.n };
  } catch {
    return { exists: true, inUse: false, tables: -1 };
  } finally {
    db.close();
  }
}

/**
 * Puts `backup` in place of `dbFile`: copy to a temp file in the same directory, flush, remove
 * the old WAL and shared-memory files (a WAL left beside the new file would be replayed into
 * it), then rename — atomic, so a crash leaves either the old database or the new one.
 */
export function installSqlite(backup: string, dbFile: string): void {
  fs.mkdirSync(path.dirname(dbFile), { recursive: true });
  const tmp = tempBeside(dbFile);
  try {
    fs.copyFileSync(backup, tmp);
    fsyncPath(tmp);
    for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(dbFile + suffix, { force: true });
    fs.renameSync(tmp, dbFile);
    fsyncPath(path.dirname(dbFile));
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}
