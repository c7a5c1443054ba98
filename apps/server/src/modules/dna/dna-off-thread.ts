import type { DnaQueryResult, DnaThresholds } from '@yaoshi/contracts';
import { siblingModule, tsWorker } from '../../lib/ts-worker';
import type { Query, Reference } from './identify-engine';
import type { DnaWorkerMessage, DnaWorkerRequest } from './dna-worker';

type Identified = { results: DnaQueryResult[]; size: number };

/**
 * One identification worker per server process, started on first use and kept (it holds the
 * library's index). Jobs run one at a time in arrival order; `pending` is what the throttle
 * counts. The library is sent again only when its signature changed (any process may edit it)
 * or the thread was restarted.
 */
export function dnaOffThread() {
  const worker = tsWorker<DnaWorkerMessage>({
    file: siblingModule('./dna-worker', import.meta.url),
    name: 'DNA worker',
    closeMessage: { id: 0, type: 'close' } satisfies DnaWorkerRequest,
  });
  let loaded: string | null = null;

  const failed = (m: DnaWorkerMessage) => (m.type === 'failed' ? { error: new Error(m.message) } : undefined);

  return {
    /** Jobs sent and not yet answered (loads included). */
    get pending() {
      return worker.pending;
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
    ): Promise<Identified> {
      if (loaded !== signature || !worker.running) {
        const refs = await references();
        const load = worker.request(
          (id) => ({ id, type: 'load', signature, references: refs }) satisfies DnaWorkerRequest,
          (m) => (m.type === 'loaded' ? { value: null } : failed(m)),
        );
        loaded = signature;
        await load.catch((err: unknown) => {
          loaded = null;
          throw err;
        });
      }
      return worker.request<Identified>(
        (id) => ({ id, type: 'identify', queries, thresholds }) satisfies DnaWorkerRequest,
        (m) => (m.type === 'done' ? { value: { results: m.results, size: m.size } } : failed(m)),
      );
    },
    async close(): Promise<void> {
      loaded = null;
      await worker.close();
    },
  };
}
export type DnaOffThread = ReturnType<typeof dnaOffThread>;
