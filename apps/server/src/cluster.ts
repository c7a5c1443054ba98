import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A worker that dies sooner than this after starting counts as a crash loop (backoff grows). */
const STABLE_MS = 30_000;
const BACKOFF_FIRST_MS = 500;
const BACKOFF_MAX_MS = 30_000;
/** Workers that never start listening this many times in a row: give up (bad port, bad database). */
const MAX_FAILED_STARTS = 5;
/** How long a graceful close may take before the primary kills what is left. */
const CLOSE_GRACE_MS = 15_000;

/** Which worker answered (1…WORKERS), for the `x-worker` header; undefined outside a cluster. */
export const workerId = (): number | undefined => (cluster.isWorker ? cluster.worker?.id : undefined);

/** True in the primary when WORKERS > 1: it prepares the database and forks; it never serves. */
export const runsAsPrimary = (workers: number): boolean => cluster.isPrimary && workers > 1;

/** True when this process must migrate and seed: a lone server or the primary, never a worker. */
export const preparesDatabase = (): boolean => cluster.isPrimary;

/**
 * The server module beside this one (server.js compiled, server.ts under tsx): workers run it
 * directly rather than the script that started the primary (which may build first).
 */
function serverEntry(): string {
  const self = fileURLToPath(import.meta.url);
  return path.join(path.dirname(self), `server${path.extname(self)}`);
}

export interface PrimaryOptions {
  workers: number;
  /** Migrates and seeds once, before any worker opens the database. */
  prepare(): Promise<void>;
  /** Called once, when every first worker listens. */
  onReady?(): void;
  log?: (msg: string) => void;
}

/**
 * The cluster primary: prepares the database once, forks `workers` server processes that
 * share one port (node:cluster hands connections round-robin), restarts a worker that dies
 * (with a growing delay when it keeps dying), and on SIGTERM/SIGINT asks every worker to
 * close gracefully, then exits.
 */
export async function runPrimary(opts: PrimaryOptions): Promise<void> {
  const log = opts.log ?? ((msg: string) => console.log(msg));
  await opts.prepare();
  cluster.setupPrimary({ exec: serverEntry() });

  let closing = false;
  let exitCode = 0;
  let failedStarts = 0;
  let crashes = 0;
  let ready = false;
  const started = new Map<number, { at: number; listening: boolean }>();

  const fork = () => {
    const w = cluster.fork();
    started.set(w.id, { at: Date.now(), listening: false });
    w.on('listening', () => {
      started.get(w.id)!.listening = true;
      failedStarts = 0;
      if (!ready && [...started.values()].filter((s) => s.listening).length >= opts.workers) {
        ready = true;
        opts.onReady?.();
      }
    });
  };

  cluster.on('exit', (w: Worker, code, signal) => {
    const s = started.get(w.id);
    started.delete(w.id);
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (!s?.listening && ++failedStarts >= MAX_FAILED_STARTS) {
      log(`Workers keep failing before they listen (${failedStarts} in a row); stopping.`);
      shutdown(1);
      return;
    }
    crashes = s && Date.now() - s.at >= STABLE_MS ? 1 : crashes + 1;
    const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** (crashes - 1));
    log(`Worker ${w.process.pid} exited (${signal ?? `code ${code}`}); restarting in ${delay} ms.`);
    setTimeout(() => {
      if (!closing) fork();
    }, delay);
  });

  const shutdown = (code: number) => {
    if (closing) return;
    closing = true;
    exitCode = code;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    if (workers.length === 0) process.exit(exitCode);
    // Each worker closes its server (finishing requests in flight) and its database, then exits.
    for (const w of workers) w.process.kill('SIGTERM');
    setTimeout(() => {
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
      process.exit(exitCode || 1);
    }, CLOSE_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => shutdown(0));
  process.on('SIGINT', () => shutdown(0));

  for (let i = 0; i < opts.workers; i++) fork();
}
