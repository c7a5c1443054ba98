import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DnaQueryResult, DnaThresholds } from '@yaoshi/contracts';
import type { Query, Reference } from './identify-engine';
import type { DnaWorkerMessage, DnaWorkerRequest } from './dna-worker';

const workerFile = fileURLToPath(new URL('./dna-worker.ts', import.meta.url));
const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href;

// The worker is TypeScript: it registers tsx itself (as the import worker does), so it starts
// the same way under `npm start`, tsx and vitest.
const bootstrap = `
const { pathToFileURL } = require('node:url');
import(${JSON.stringify(tsxApi)})
  .then((tsx) => { tsx.register(); return import(pathToFileURL(${JSON.stringify(workerFile)}).href); })
  .catch((err) => { console.error(err); process.exit(1); });
`;

interface Pending {
  resolve(v: { results: DnaQueryResult[]; size: number } | null): void;
  reject(e: Error): void;
}

/**
 * One identification worker per server process, started on first use and kept (it holds the
 * library's index). Jobs run one at a time in arrival order; `pending` is what the throttle
 * counts. The library is sent again only when its signature changed (any process may edit it).
 */
export function dnaOffThread() {
  let worker: Worker | null = null;
  let loaded: string | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function start(): Worker {
    const w = new Worker(bootstrap, { eval: true });
    w.unref();
    w.on('message', (m: DnaWorkerMessage) => {
      if (m.type === 'closed') return w.emit('closed');
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      if (m.type === 'done') p.resolve({ results: m.results, size: m.size });
      else if (m.type === 'loaded') p.resolve(null);
      else p.reject(new Error(m.message));
    });
    const fail = (err: Error) => {
      if (worker === w) {
        worker = null;
        loaded = null;
      }
      for (const p of pending.values()) p.reject(err);
      pending.clear();
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`DNA worker exited (${code})`)));
    return w;
  }

  function send(msg: DnaWorkerRequest) {
    worker ??= start();
    const w = worker;
    return new Promise<{ results: DnaQueryResult[]; size: number } | null>((resolve, reject) => {
      pending.set(msg.id, { resolve, reject });
      w.postMessage(msg);
    });
  }

  return {
    /** Jobs sent and not yet answered (loads included). */
    get pending() {
      return pending.size;
    },
    /**
     * Identifies against the library of `signature`; `references` is called only when the
     * worker holds another library (or none).
     */
    async identify(
      signature: string,
      references: () => Promise<Reference[]>,
      queries: Query[],
      thresholds: DnaThresholds,
    ): Promise<{ results: DnaQueryResult[]; size: number }> {
      if (loaded !== signature || !worker) {
        const refs = await references();
        const load = send({ id: nextId++, type: 'load', signature, references: refs });
        loaded = signature;
        await load.catch((err: unknown) => {
          loaded = null;
          throw err;
        });
      }
      const out = await send({ id: nextId++, type: 'identify', queries, thresholds });
      return out!;
    },
    async close(): Promise<void> {
      const w = worker;
      worker = null;
      loaded = null;
      if (!w) return;
      const closed = new Promise((r) => w.once('closed', r).once('exit', r));
      w.postMessage({ id: 0, type: 'close' } satisfies DnaWorkerRequest);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([closed, new Promise((r) => (timer = setTimeout(r, 5_000)))]);
      clearTimeout(timer);
      await w.terminate();
    },
  };
}
export type DnaOffThread = ReturnType<typeof dnaOffThread>;
