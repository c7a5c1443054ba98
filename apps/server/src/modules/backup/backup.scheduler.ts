import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { backupService, type BackupService } from './backup.service';
import { jobLeasesRepository, type JobLeasesRepository } from './job-leases.repository';

const JOB = 'backup';
const STOP_WAIT_MS = 5000;

export interface SchedulerOptions {
  service: BackupService;
  leases: JobLeasesRepository;
  dir: string;
  intervalHours: number;
  keep: number;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Tells processes apart in job_leases.holder. */
  holder?: string;
  /** Clock (ms), replaceable in tests. */
  now?: () => number;
}

/**
 * Scheduled backups. Every server process runs one; each check claims the run through the
 * database (job_leases), so with several processes on one database a due backup runs once.
 * The copy itself runs off the event loop (SQLite: a worker thread; PostgreSQL: pg_dump).
 */
export function backupScheduler(o: SchedulerOptions) {
  const now = o.now ?? Date.now;
  const holder = o.holder ?? `${os.hostname()}:${process.pid}`;
  const intervalSeconds = Math.max(1, Math.round(o.intervalHours * 3600));
  // Check often enough that a run is at most a few minutes late; the check is one small query.
  const checkMs = Math.min(5 * 60_000, Math.max(1000, (intervalSeconds * 1000) / 12));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let abort: AbortController | undefined;

  /** Runs a backup if one is due and this process wins the claim; returns the file written or null. */
  function runIfDue(): Promise<string | null> {
    if (running) return Promise.resolve(null);
    const run = claimAndRun();
    running = run;
    return run.finally(() => {
      running = undefined;
    });
  }

  async function claimAndRun(): Promise<string | null> {
    const at = now();
    const claimedAt = Math.floor(at / 1000);
    const claim = await o.leases.claim(JOB, claimedAt, intervalSeconds, holder);
    if (!claim) return null;
    abort = new AbortController();
    try {
      const done = await o.service.scheduledBackup(o.dir, o.keep, new Date(at), abort.signal);
      await o.leases.finish(JOB, claimedAt, holder, done.file);
      o.log.info(
        { file: done.file, bytes: done.bytes, ms: done.ms, removed: done.removed },
        'scheduled backup written',
      );
      return done.file;
    } catch (err) {
      const msg = err instanceof Error ? err.message : String(err);
      const stopped = abort?.signal.aborted ?? false;
      await o.leases
        .release(JOB, claimedAt, holder, claim.previous, stopped ? 'stopped' : `error: ${msg}`)
        .catch(() => {});
      if (stopped) o.log.info({ dir: o.dir }, 'scheduled backup stopped (closing); another run will be due');
      else o.log.error({ err: msg, dir: o.dir }, 'scheduled backup failed');
      return null;
    } finally {
      abort = undefined;
    }
  }

  const tick = () => {
    runIfDue()
      .catch((err: unknown) => o.log.error({ err: String(err) }, 'scheduled backup check failed'))
      .finally(() => {
        if (timer) timer = setTimeout(tick, checkMs).unref();
      });
  };

  return {
    runIfDue,
    checkMs,
    start() {
      if (timer) return;
      timer = setTimeout(tick, checkMs).unref();
      o.log.info({ dir: o.dir, intervalHours: o.intervalHours, keep: o.keep }, 'scheduled backups on');
    },
    /** Stops checking; a backup in progress is stopped (its partial file removed) and given back. */
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      abort?.abort();
      // pg_dump dies at once; a SQLite copy ends only when its VACUUM statement does (a worker
      // cannot be interrupted inside SQLite): wait a little, not for a whole copy.
      await Promise.race([running?.catch(() => {}), new Promise((r) => setTimeout(r, STOP_WAIT_MS).unref())]);
    },
  };
}

/** The scheduler the server runs when BACKUP_DIR is set (null otherwise). */
export function scheduledBackupsFor(
  config: Pick<Config, 'backupDir' | 'backupIntervalHours' | 'backupKeep' | 'dataDir' | 'databaseUrl'>,
  database: Database,
  log: SchedulerOptions['log'],
) {
  if (!config.backupDir) return null;
  return backupScheduler({
    service: backupService({
      engine: database.engine,
      sqliteFile: path.join(config.dataDir, 'yaoshi.db'),
      databaseUrl: config.databaseUrl,
      releasesDir: path.join(config.dataDir, 'releases'),
    }),
    leases: jobLeasesRepository(database.db),
    dir: config.backupDir,
    intervalHours: config.backupIntervalHours,
    keep: config.backupKeep,
    log,
  });
}
