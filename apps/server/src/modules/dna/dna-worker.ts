// The identification worker thread (see dna-off-thread.ts): alignment is pure CPU, so it runs
// here and no request waits behind it. It holds the library's engine (k-mer index and encoded
// references) between requests and rebuilds it only when the main thread sends a new library.
import { parentPort } from 'node:worker_threads';
import type { DnaQueryResult, DnaThresholds } from '@yaoshi/contracts';
import { createEngine, type IdentifyEngine, type Query, type Reference } from './identify-engine';

/** main → worker */
export type DnaWorkerRequest =
  | { id: number; type: 'load'; signature: string; references: Reference[] }
  | { id: number; type: 'identify'; queries: Query[]; thresholds: DnaThresholds }
  | { id: 0; type: 'close' };

/** worker → main */
export type DnaWorkerMessage =
  | { id: number; type: 'done'; results: DnaQueryResult[]; size: number }
  | { id: number; type: 'loaded' }
  | { id: number; type: 'failed'; message: string }
  | { id: 0; type: 'closed' };

let engine: IdentifyEngine = createEngine([]);

parentPort!.on('message', (m: DnaWorkerRequest) => {
  if (m.type === 'close') {
    parentPort!.postMessage({ id: 0, type: 'closed' } satisfies DnaWorkerMessage);
    return;
  }
  try {
    if (m.type === 'load') {
      engine = createEngine(m.references);
      parentPort!.postMessage({ id: m.id, type: 'loaded' } satisfies DnaWorkerMessage);
      return;
    }
    const results = engine.identify(m.queries, m.thresholds);
    parentPort!.postMessage({ id: m.id, type: 'done', results, size: engine.size } satisfies DnaWorkerMessage);
  } catch (err) {
    const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
    parentPort!.postMessage({ id: m.id, type: 'failed', message } satisfies DnaWorkerMessage);
  }
});
