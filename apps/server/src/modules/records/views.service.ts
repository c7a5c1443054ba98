import { dayNumber } from '../../lib/display-time';
import type { ViewsRepository } from './views.repository';

/** Day number of a Unix-seconds time: its calendar day in the display zone (one clock). */
export const dayOf = (seconds: number, tz = 'UTC'): number => dayNumber(seconds, tz);

/**
 * Detail views are counted in memory and written in one short transaction every few
 * seconds (and on close), so reading a detail page never waits for a disk sync. A crash
 * loses at most a few seconds of view counts, never a curated write.
 */
export function viewsService(repo: ViewsRepository, opts: { flushMs?: number; displayTz?: string } = {}) {
  const pending = new Map<string, { kind: string; recordId: number; day: number; views: number }>();
  let flushing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => void api.flush().catch(() => {}), opts.flushMs ?? 3000);
  timer.unref();

  // The display zone's day, worked out (through Intl) at most once a second, not per view.
  let today = { second: -1, day: 0 };
  const dayNow = () => {
    const second = Math.floor(Date.now() / 1000);
    if (second !== today.second) today = { second, day: dayOf(second, opts.displayTz) };
    return today.day;
  };

  const api = {
    /** Counts one view now; returns how many views are still unwritten for the record. */
    hit(kind: string, recordId: number): number {
      const day = dayNow();
      const key = `${kind}:${recordId}:${day}`;
      const entry = pending.get(key) ?? { kind, recordId, day, views: 0 };
      entry.views += 1;
      pending.set(key, entry);
      return entry.views;
    },
    /** Writes what is pending. */
    flush(): Promise<void> {
      flushing = flushing.then(async () => {
        if (pending.size === 0) return;
        const batch = [...pending.values()];
        pending.clear();
        await repo.add(batch);
      });
      return flushing;
    },
    async close() {
      clearInterval(timer);
      await api.flush();
    },
    top: repo.top,
  };
  return api;
}
export type ViewsService = ReturnType<typeof viewsService>;
