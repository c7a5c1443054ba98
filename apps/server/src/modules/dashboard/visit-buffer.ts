import type { RecordsRepository } from './records.repository';

/** How long a visit waits to be written with the others that came meanwhile. */
const FLUSH_AFTER_MS = 200;

/**
 * Recent visits are collected in memory and written in one short transaction at most
 * FLUSH_AFTER_MS after the first of them (and at close): on SQLite each write is a disk sync,
 * which per detail answer cost more than the answer itself. This process's own reads flush
 * first, so a user reads back at once what they opened here; another process (WORKERS, a second
 * server) sees it within FLUSH_AFTER_MS. A crash loses at most that much of the visit history.
 */
export function visitBuffer(records: Pick<RecordsRepository, 'recordVisits'>, opts: { flushMs?: number } = {}) {
  let onError = (_err: unknown) => {};
  const pending = new Map<string, { userId: number; kind: string; recordId: number; at: number }>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  const api = {
    add(userId: number, kind: string, recordId: number, at: number) {
      const key = `${userId}:${kind}:${recordId}`;
      const seen = pending.get(key);
      if (!seen || seen.at < at) pending.set(key, { userId, kind, recordId, at });
      if (!timer) {
        timer = setTimeout(
          () => void api.flush().catch((err: unknown) => onError(err)),
          opts.flushMs ?? FLUSH_AFTER_MS,
        );
        timer.unref();
      }
    },
    /** Who hears of a timed flush that failed (the app's log). */
    onError(fn: (err: unknown) => void) {
      onError = fn;
    },
    /** Writes what is pending (after any flush already under way). */
    flush(): Promise<void> {
      clearTimeout(timer);
      timer = undefined;
      flushing = flushing
        .catch(() => {})
        .then(async () => {
          if (pending.size === 0) return;
          const batch = [...pending.values()];
          pending.clear();
          await records.recordVisits(batch);
        });
      return flushing;
    },
  };
  return api;
}
export type VisitBuffer = ReturnType<typeof visitBuffer>;
