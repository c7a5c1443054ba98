// The import worker process (see import-off-thread.ts). Reading a sheet and checking its rows
// cost CPU, and better-sqlite3 is synchronous: on the main thread a 5,000-row import held
// every other request for its whole length; here it holds only the database's write lock
// (SQLite's WAL and PostgreSQL's MVCC let the main thread keep reading).
// It stays up between imports (loading the app's modules takes seconds) and runs one job
// at a time on its own connection.
import os from 'node:os';
import '../texts';
import type { ImportProgress } from '@yaoshi/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { openDatabase } from '../../db/dialect';
import type { Lang } from '../../lib/i18n';
import { workerPort } from '../../lib/worker-port';
import { createServices, type Services } from '../../services';
import type { Actor } from '../records/actor';
import { localiseError } from '../records/localise';

/** The database the worker opens for itself: the server's SQLite file or PostgreSQL URL. */
export type ImportTarget = { sqliteFile: string } | { databaseUrl: string };

export interface ImportJob {
  target: ImportTarget;
  config: Config;
  path: string;
  data: Uint8Array;
  mode: 'dry-run' | 'commit';
  actor: Actor;
  lang: Lang;
}

/** main → worker */
export type WorkerRequest = { id: number; job: ImportJob } | { id: 0; close: true };

/** worker → main */
export type WorkerMessage =
  | { id: number; type: 'progress'; progress: ImportProgress }
  | { id: number; type: 'done'; result: unknown }
  | { id: number; type: 'failed'; error: SerializedError }
  | { id: 0; type: 'ready' }
  | { id: 0; type: 'closed' };

export type SerializedError =
  | { app: true; code: number; key: string; params: Record<string, string | number>; data: unknown; httpStatus: number }
  | { app: false; message: string; stack?: string };

const PROGRESS_EVERY_MS = 100;

let opened: { key: string; database: Database; services: Services } | null = null;
const port = workerPort();

async function servicesFor(job: ImportJob): Promise<Services> {
  const key = JSON.stringify(job.target);
  if (opened?.key !== key) {
    await opened?.services.views.close().catch(() => {});
    await opened?.database.close().catch(() => {});
    opened = {
      key,
      // One import at a time: one PostgreSQL connection, and a spare for what runs beside its transaction.
      database: openDatabase({ ...job.target, sqliteCacheMb: 32, poolSize: 2 }),
      services: null as never,
    };
    opened.services = createServices({ config: job.config, database: opened.database });
  }
  return opened.services;
}

async function run(id: number, job: ImportJob): Promise<WorkerMessage> {
  try {
    const services = await servicesFor(job);
    const kind = services.exchangeKinds.find((k) => k.path === job.path);
    if (!kind) throw new Error(`unknown import kind ${job.path}`);
    let last = 0;
    const result = await services.exchange.import(
      kind,
      Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength),
      job.mode,
      job.actor,
      job.lang,
      (progress) => {
        const now = Date.now();
        if (now - last < PROGRESS_EVERY_MS) return;
        last = now;
        port!.postMessage({ id, type: 'progress', progress } satisfies WorkerMessage);
      },
    );
    return { id, type: 'done', result };
  } catch (err) {
    return { id, type: 'failed', error: serialize(localiseError(err, job.lang)) };
  }
}

function serialize(err: unknown): SerializedError {
  const e = err as Error & Partial<Extract<SerializedError, { app: true }>>;
  if (e?.name === 'AppError')
    return { app: true, code: e.code!, key: e.key!, params: e.params ?? {}, data: e.data, httpStatus: e.httpStatus! };
  return { app: false, message: String(e?.message ?? err), stack: e?.stack };
}

if (port) {
  // An import is background work: where cores are few, the request threads get the CPU first.
  try {
    os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // Not allowed here (some containers): run at normal priority.
  }
  // One job at a time: SQLite has one writer anyway.
  let queue = Promise.resolve();
  port.onMessage((m: WorkerRequest) => {
    if ('close' in m) {
      queue = queue.then(async () => {
        await opened?.services.views.close().catch(() => {});
        await opened?.database.close().catch(() => {});
        opened = null;
        port.postMessage({ id: 0, type: 'closed' } satisfies WorkerMessage);
      });
      return;
    }
    queue = queue.then(async () => port.postMessage(await run(m.id, m.job)));
  });
  port.postMessage({ id: 0, type: 'ready' } satisfies WorkerMessage);
}
