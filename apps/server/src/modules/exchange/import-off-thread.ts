import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ImportProgress, ImportResult } from '@yaoshi/contracts';
import type { ErrorCode } from '@yaoshi/contracts';
import { AppError } from '../../lib/errors';
import type { ImportJob, WorkerMessage } from './import-worker';

const workerFile = fileURLToPath(new URL('./import-worker.ts', import.meta.url));

/**
 * The worker is TypeScript: it registers tsx itself, so it starts the same way under
 * `npm start` (tsx registered in the main thread only), `tsx` and vitest.
 */
const bootstrap = `
const { pathToFileURL } = require('node:url');
import(${JSON.stringify(pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href)})
  .then((tsx) => { tsx.register(); return import(pathToFileURL(${JSON.stringify(workerFile)}).href); })
  .catch((err) => { require('node:worker_threads').parentPort.postMessage({ type: 'failed', error: { app: false, message: String(err && err.stack || err) } }); });
`;

/**
 * Runs an import in a worker thread with its own connection to the SQLite file, and answers
 * what the in-process import would (the same result, the same AppError).
 */
export function importOffThread(job: ImportJob, onProgress: (p: ImportProgress) => void): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, { eval: true, workerData: job, transferList: [] });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
      void worker.terminate();
    };
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'progress') onProgress(m.progress);
      else if (m.type === 'done') settle(() => resolve(m.result as ImportResult));
      else
        settle(() => {
          const e = m.error;
          if (e.app) reject(new AppError(e.code as ErrorCode, e.key, e.params, e.data, e.httpStatus));
          else reject(Object.assign(new Error(e.message), { stack: e.stack ?? e.message }));
        });
    });
    worker.on('error', (err) => settle(() => reject(err)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`import worker exited (${code}) before it answered`))),
    );
  });
}
