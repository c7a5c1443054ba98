import type { ConsoleKind } from '@yaoshi/contracts';
import type { StatsRepository } from './stats.repository';

/** The catalogue counts other modules read (analytics): the stats repository behind the dashboard module. */
export function statsService(repo: StatsRepository) {
  return {
    totals: () => repo.totals(),
    countCreated: (kind: ConsoleKind, from: number, to: number, opts?: { onlineOnly?: boolean }) =>
      repo.countCreated(kind, from, to, opts),
    countBuckets: (kind: ConsoleKind, edges: number[], opts?: { onlineOnly?: boolean }) =>
      repo.countBuckets(kind, edges, opts),
    countBefore: (kind: ConsoleKind, before: number) => repo.countBefore(kind, before),
  };
}
export type StatsService = ReturnType<typeof statsService>;
