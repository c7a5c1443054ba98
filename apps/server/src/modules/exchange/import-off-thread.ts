import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ErrorCode, ImportProgress, ImportResult } from '@yaoshi/contracts';
import { AppError } from '../../lib/errors';
import type { ImportJob, WorkerMessage, WorkerRequest } from './import-worker';

const workerFile = fileURLToPath(new URL('./import-worker.ts', import.meta.url));
const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href;

/**
 * The worker is TypeScript: it registers tsx itself, so it starts the same way under
 * `npm start` (tsx registered in the main thread only), `tsx` and vitest.
 */
const bootstrap = `
const { pathToFileURL } = require('node:url');
import(${JSON.stringify(tsxApi)})
  .then((tsx) => { tsx.register(); return import(pathToFileURL(${JSON.stringify(workerFile)}).href); })
  .catch((err) => { console.error(err); process.exit(1); });
`;

interface Pending {
  resolve(r: ImportResult): void;
  reject(e: Error): void;
  onProgress(p: ImportProgress): void;
}

/**
 * Runs imports in one worker thread per server process, with its own connection to the
 * SQLite file, and answers what the in-process import would (the same result, the same
 * AppError). The worker is started on the first import and kept (it takes seconds to load
 * the app's modules); it is restarted if it dies.
 */
export function offThreadImports() {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function start(): Worker {
    const w = new Worker(bootstrap, { eval: true });
    // An idle worker never keeps the process up; a running import has its request for that.
    w.unref();
    w.on('message', (m: WorkerMessage) => {
      if (m.type === 'closed') return w.emit('closed');
      if (m.type === 'ready') return;
      const p = pending.get(m.id);
      if (!p) return;
      if (m.type === 'progress') return p.onProgress(m.progress);
      pending.delete(m.id);
      if (m.type === 'done') return p.resolve(m.result as ImportResult);
      const e = m.error;
      if (e.app) p.reject(new AppError(e.code as ErrorCode, e.key, e.params, e.data, e.httpStatus));
      else p.reject(Object.assign(new Error(e.message), { stack: e.stack ?? e.message }));
    });
    const fail = (err: Error) => {
      if (worker === w) worker = null;
      for (const p of pending.values()) p.reject(err);
      pending.clear();
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`import worker exited (${code})`)));
    return w;
  }

  return {
    run(job: ImportJob, onProgress: (p: ImportProgress) => void): Promise<ImportResult> {
      worker ??= start();
      const id = nextId++;
      const w = worker;
      return new Promise<ImportResult>((resolve, reject) => {
        pending.set(id, { resolve, reject, onProgress });
        w.postMessage({ id, job } satisfies WorkerRequest);
      });
    },
    /** Lets the current import finish, closes the worker's connection and ends it. */
    async close(): Promise<void> {
      const w = worker;
      worker = null;
      if (!w) return;
      const closed = new Promise((r) => w.once('closed', r).once('exit', r));
      w.postMessage({ id: 0, close: true } satisfies WorkerRequest);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([closed, new Promise((r) => (timer = setTimeout(r, 30_000)))]);
      clearTimeout(timer);
      await w.terminate();
    },
  };
}
