// A worker thread that runs one import on its own SQLite connection (see import-off-thread.ts).
// better-sqlite3 is synchronous: on the main thread a 5,000-row import held every other
// request for its whole length; here it only holds the SQLite write lock, and WAL lets the
// main thread keep reading.
import { parentPort, workerData } from 'node:worker_threads';
import type { ImportProgress } from '@yaoshi/contracts';
import type { Config } from '../../config';
import { openDatabase } from '../../db/dialect';
import type { Lang } from '../../lib/i18n';
import { createServices } from '../../services';
import { localiseError } from '../records/localise';
import type { Actor } from '../records/actor';

export interface ImportJob {
  sqliteFile: string;
  config: Config;
  path: string;
  data: Uint8Array;
  mode: 'dry-run' | 'commit';
  actor: Actor;
  lang: Lang;
}

/** Messages to the main thread. */
export type WorkerMessage =
  | { type: 'progress'; progress: ImportProgress }
  | { type: 'done'; result: unknown }
  | { type: 'failed'; error: SerializedError };

export type SerializedError =
  | { app: true; code: number; key: string; params: Record<string, string | number>; data: unknown; httpStatus: number }
  | { app: false; message: string; stack?: string };

const PROGRESS_EVERY_MS = 100;

async function main(job: ImportJob) {
  const post = (m: WorkerMessage) => parentPort!.postMessage(m);
  const database = openDatabase({ sqliteFile: job.sqliteFile, sqliteCacheMb: 32 });
  let answer: WorkerMessage;
  try {
    const services = createServices({ config: job.config, database });
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
        post({ type: 'progress', progress });
      },
    );
    answer = { type: 'done', result };
  } catch (err) {
    answer = { type: 'failed', error: serialize(localiseError(err, job.lang)) };
  }
  // Closed before answering: the main thread ends the worker as soon as it has the answer.
  await database.close().catch(() => {});
  post(answer);
}

function serialize(err: unknown): SerializedError {
  const e = err as Error & Partial<Extract<SerializedError, { app: true }>>;
  if (e?.name === 'AppError')
    return { app: true, code: e.code!, key: e.key!, params: e.params ?? {}, data: e.data, httpStatus: e.httpStatus! };
  return { app: false, message: String(e?.message ?? err), stack: e?.stack };
}

if (parentPort) void main(workerData as ImportJob);
