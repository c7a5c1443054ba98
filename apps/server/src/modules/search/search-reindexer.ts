import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';
import { linkedSearchRepository } from '../records/linked-search.repository';

/** Rows rewritten per transaction: short enough that other requests get the database between them. */
const BATCH = 200;

/**
 * Rewrites the search text of the products and samples made of a renamed matter (queued by the
 * matter's save, `search_reindex_queue`) in short transactions, off the save request. Every
 * server process polls the queue; two doing the same matter is harmless (a rewrite writes only
 * rows whose text changed), and a request queued meanwhile keeps its row for the next pass.
 */
export function searchReindexer(db: Kysely<DB>, opts: { everyMs?: number; onError?: (err: unknown) => void } = {}) {
  const repo = linkedSearchRepository(db);
  let running: Promise<number> | null = null;
  let closed = false;

  async function inBatches(ids: number[], rewrite: (trx: Kysely<DB>, part: number[]) => Promise<number>) {
    let changed = 0;
    for (let i = 0; i < ids.length && !closed; i += BATCH) {
      const part = ids.slice(i, i + BATCH);
      changed += await db.transaction().execute((trx) => rewrite(trx, part));
      // Let waiting requests in between batches.
      await nextTurn();
    }
    return changed;
  }

  async function pass(): Promise<number> {
    let changed = 0;
    for (let job = await repo.nextQueued(); job && !closed; job = await repo.nextQueued()) {
      const matterId = Number(job.matter_id);
      const { products, samples } = await repo.madeOf(matterId);
      changed += await inBatches(products, (trx, part) => linkedSearchRepository(trx).reindexProducts(part));
      changed += await inBatches(samples, (trx, part) => linkedSearchRepository(trx).reindexSamples(part));
      if (!closed) await repo.doneQueued(matterId, Number(job.version));
    }
    return changed;
  }

  /** Works through the queue until it is empty; resolves with the rows rewritten. One pass at a time. */
  function drain(): Promise<number> {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  }

  let timer: NodeJS.Timeout | undefined;

  return {
    /** Polls the queue (the app's processes only: not seed steps or the import worker, whose services are short-lived). */
    start(): void {
      if (timer || closed) return;
      timer = setInterval(() => {
        if (!running) drain().catch((err: unknown) => opts.onError?.(err));
      }, opts.everyMs ?? 1000);
      timer.unref();
    },
    drain,
    /** Matters still waiting. */
    waiting: () => repo.queuedCount(),
    /** Stops polling and lets the current batch end (what is left stays queued for the next start). */
    async close(): Promise<void> {
      closed = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
export type SearchReindexer = ReturnType<typeof searchReindexer>;
