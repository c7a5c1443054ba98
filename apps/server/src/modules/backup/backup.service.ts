import fs from 'node:fs';
import path from 'node:path';
import type { Engine } from '../../db/database';
import { backupExtension, pruneScheduled, scheduledName } from './backup-files';
import { backupReleases, pruneReleases, restoreReleases } from './backup-releases';
import { dumpPostgres, inspectPostgresDump, probePostgresTarget, restorePostgres } from './pg-backup.repository';
import { inspectSqliteBackup, installSqlite, probeSqliteTarget, snapshotSqlite } from './sqlite-backup.repository';

/** Which database to back up or restore into: the SQLite file, or PostgreSQL when a URL is set. */
export interface BackupTarget {
  engine: Engine;
  sqliteFile: string;
  databaseUrl?: string;
  /** DATA_DIR/releases: the data releases' files, saved beside the database's backup. */
  releasesDir?: string;
}

/** A refusal or failure explained for the operator running the command. */
export class BackupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BackupError';
  }
}

const asBackupError = (err: unknown) =>
  err instanceof BackupError ? err : new BackupError(err instanceof Error ? err.message : String(err), { cause: err });

export function backupService(target: BackupTarget) {
  const postgresUrl = () => {
    if (!target.databaseUrl) throw new BackupError('DATABASE_URL is not set');
    return target.databaseUrl;
  };

  /** A consistent copy of everything committed (uploads included: they are rows) into a new file. */
  async function backupTo(file: string, opts: { overwrite?: boolean; signal?: AbortSignal } = {}) {
    const started = Date.now();
    if (fs.existsSync(file) && !opts.overwrite)
      throw new BackupError(`${file} already exists (choose another name, or --force to replace it)`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      if (target.engine === 'sqlite') await snapshotSqlite(target.sqliteFile, file, opts.signal);
      else await dumpPostgres(postgresUrl(), file, opts.signal);
    } catch (err) {
      throw asBackupError(err);
    }
    const releaseFiles = backupReleases(target.releasesDir, file);
    return { file, bytes: fs.statSync(file).size, ms: Date.now() - started, releaseFiles };
  }

  /** Checks a backup file without touching the database. */
  async function verify(file: string): Promise<string> {
    if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist`);
    if (fs.statSync(file).size === 0) throw new BackupError(`${file} is empty`);
    try {
      if (target.engine === 'sqlite') {
        const { tables, migrations } = inspectSqliteBackup(file);
        return `SQLite database, integrity ok, ${tables} tables, ${migrations} migrations applied`;
      }
      const { entries } = await inspectPostgresDump(file);
      return `pg_dump archive, readable, ${entries} entries`;
    } catch (err) {
      throw asBackupError(err);
    }
  }

  /**
   * Restores `file` into a stopped instance. Refuses while a server has the database open, and
   * refuses to replace a database that has tables unless `force`.
   */
  async function restoreFrom(file: string, opts: { force?: boolean } = {}) {
    const checked = await verify(file);
    if (target.engine === 'sqlite') {
      const live = probeSqliteTarget(target.sqliteFile);
      if (live.inUse)
        throw new BackupError(`${target.sqliteFile} is open in a running server: stop every server process first`);
      if (live.exists && live.tables !== 0 && !opts.force)
        throw new BackupError(
          `${target.sqliteFile} already holds a database; add --force to replace it (back it up first)`,
        );
      installSqlite(file, target.sqliteFile);
      return { checked, into: target.sqliteFile, releaseFiles: restoreReleases(target.releasesDir, file) };
    }
    const url = postgresUrl();
    let live: { sessions: number; tables: number };
    try {
      live = await probePostgresTarget(url);
    } catch (err) {
      throw new BackupError(`Cannot connect to DATABASE_URL: ${(err as Error).message}`, { cause: err });
    }
    if (live.sessions > 0)
      throw new BackupError(
        `${live.sessions} other session(s) are connected to the database: stop every server process first`,
      );
    if (live.tables > 0 && !opts.force)
      throw new BackupError(
        `The database already has ${live.tables} tables; add --force to replace them (back it up first)`,
      );
    try {
      await restorePostgres(url, file);
    } catch (err) {
      throw asBackupError(err);
    }
    return {
      checked,
      into: new URL(url).pathname.slice(1) || 'the database',
      releaseFiles: restoreReleases(target.releasesDir, file),
    };
  }

  /** One scheduled run: a timestamped file in `dir`, then all but the newest `keep` removed. */
  async function scheduledBackup(dir: string, keep: number, at: Date, signal?: AbortSignal) {
    fs.mkdirSync(dir, { recursive: true });
    const done = await backupTo(path.join(dir, scheduledName(target.engine, at)), { signal });
    const removed = pruneScheduled(dir, keep);
    pruneReleases(dir, removed);
    return { ...done, removed };
  }

  return { backupTo, verify, restoreFrom, scheduledBackup, extension: backupExtension(target.engine) };
}

export type BackupService = ReturnType<typeof backupService>;
