import type { Kysely } from 'kysely';
import type { LabStats } from '@yaoshi/contracts';
import type { DB } from '../../../db/database';
import { formatDate } from '../../../lib/display-time';
import { nowSeconds } from '../../../lib/time';
import { receivedAt } from '../worksheets/due-dates';
import { labStatsRepository } from './lab-stats.repository';

const DAY = 86_400;
/** Items listed by item and by substance; items followed month by month. */
const TOP = 10;
const TOP_MONTHLY = 5;

/** The value below which `p` of the sorted values lie (nearest rank), null for none. */
export function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

/** The median (mean of the middle two for an even count), null for none. */
export function median(sorted: number[]): number | null {
  const n = sorted.length;
  if (n === 0) return null;
  return n % 2 === 1 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
}

const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

function top<K extends string>(values: string[], key: K) {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP)
    .map(([v, n]) => ({ [key]: v, n }) as Record<K, string> & { n: number });
}

/**
 * The laboratory's figures over the last `days` days: turnaround from received to published
 * (median and 90th percentile), the pass rate of reports, and the most frequent failing items
 * by item, by substance and month by month. Voided reports (a retest's) are left out.
 */
export function labStatsService(deps: { db: Kysely<DB>; displayTz: string; now?: () => number }) {
  return {
    async stats(days: number): Promise<LabStats> {
      const now = (deps.now ?? nowSeconds)();
      const since = now - days * DAY;
      const repo = labStatsRepository(deps.db);
      const [moves, verdicts, failures] = await Promise.all([
        repo.published(since),
        repo.verdicts(since),
        repo.failures(since),
      ]);

      const bySample = new Map<number, { received: number | null; published: number; created: number }>();
      for (const m of moves) {
        const s = bySample.get(m.sample_id) ?? { received: null, published: 0, created: m.sample_created_at };
        if (m.to_state === 'published') s.published = m.at;
        // The receipt that led to this publication: the latest one before it.
        else if (s.published === 0 || m.at <= s.published) s.received = m.at;
        bySample.set(m.sample_id, s);
      }
      const spans = [...bySample.values()]
        .map((s) => {
          const received = receivedAt('published', s.received, s.created)!;
          return (s.published - received) / DAY;
        })
        .filter((d) => d >= 0)
        .sort((a, b) => a - b);

      const reports = verdicts.reduce((sum, v) => sum + v.n, 0);
      const passed = verdicts.find((v) => v.verdict === 'pass')?.n ?? 0;

      const byItem = top(
        failures.map((f) => f.item),
        'item',
      );
      const followed = new Set(byItem.slice(0, TOP_MONTHLY).map((i) => i.item));
      const monthly = new Map<string, number>();
      for (const f of failures) {
        if (!followed.has(f.item)) continue;
        const key = `${formatDate(f.tested_at, deps.displayTz).slice(0, 7)}\u0000${f.item}`;
        monthly.set(key, (monthly.get(key) ?? 0) + 1);
      }
      return {
        days,
        turnaround: {
          samples: spans.length,
          median_days: round1(median(spans)),
          p90_days: round1(percentile(spans, 0.9)),
        },
        pass_rate: { reports, passed, rate: reports === 0 ? null : Math.round((passed / reports) * 1000) / 1000 },
        failing_items: {
          by_item: byItem,
          by_substance: top(
            failures.map((f) => f.substance),
            'name',
          ),
          by_month: [...monthly]
            .map(([k, n]) => {
              const [month, item] = k.split('\u0000') as [string, string];
              return { month, item, n };
            })
            .sort((a, b) => a.month.localeCompare(b.month) || b.n - a.n || a.item.localeCompare(b.item)),
        },
      };
    },
  };
}
export type LabStatsService = ReturnType<typeof labStatsService>;
