import {
  CONSOLE_KINDS,
  type ContentDataPoint,
  type DashboardOverview,
  type PopularItem,
  type PopularKind,
  type RecentVisit,
  type RecordKind,
} from '@yaoshi/contracts';
import { nowSeconds } from '../../lib/time';
import type { AuthContext } from '../../types';
import { DEFAULT_DISPLAY_TZ, dayBuckets } from '../../lib/display-time';
import { percentChange, recordLink, viewDay, weekWindows } from './record-links';
import type { RecordsRepository, RecordTitle } from './records.repository';
import type { StatsRepository } from './stats.repository';
import { visitBuffer } from './visit-buffer';

export function dashboardService(stats: StatsRepository, records: RecordsRepository, displayTz = DEFAULT_DISPLAY_TZ) {
  const visits = visitBuffer(records);
  /** Titles and links of records of mixed kinds, in the order given. */
  async function describe(items: { kind: string; id: number }[]) {
    const byKind = new Map<string, number[]>();
    for (const i of items) byKind.set(i.kind, [...(byKind.get(i.kind) ?? []), i.id]);
    const found = new Map<string, RecordTitle>();
    for (const [kind, ids] of byKind) {
      for (const r of await records.titles(kind, ids)) found.set(`${kind}:${r.id}`, r);
    }
    return items.map((i) => {
      const r = found.get(`${i.kind}:${i.id}`);
      const report = r?.sampleKind && r.sampleId ? { sampleKind: r.sampleKind, sampleId: r.sampleId } : undefined;
      return { ...i, title: r?.title ?? null, link: r ? recordLink(i.kind, i.id, report) : '' };
    });
  }

  return {
    describe,

    async overview(now = nowSeconds()): Promise<DashboardOverview> {
      const { thisFrom, lastFrom, to } = weekWindows(now);
      const totals = await stats.totals();
      const items = await Promise.all(
        CONSOLE_KINDS.map(async (kind) => {
          const [thisWeek, lastWeek] = await Promise.all([
            stats.countCreated(kind, thisFrom, to + 1),
            stats.countCreated(kind, lastFrom, thisFrom),
          ]);
          return { kind, total: totals[kind], thisWeek, lastWeek, change: percentChange(thisWeek, lastWeek) };
        }),
      );
      return { items };
    },

    /** Records added per day over the last `days` days (days of DISPLAY_TZ, as every date is shown), oldest first. */
    async contentData(days: number, now = nowSeconds()): Promise<ContentDataPoint[]> {
      const { labels, edges } = dayBuckets(now, days, displayTz);
      const points = labels.map((x) => ({
        x,
        y: 0,
        matter: 0,
        product: 0,
        sample: 0,
        report: 0,
      }));
      for (const kind of CONSOLE_KINDS) {
        (await stats.countBuckets(kind, edges)).forEach((n, i) => {
          points[i]![kind] = n;
          points[i]!.y += n;
        });
      }
      return points;
    },

    /** Most viewed records of a kind, with views in the last 7 days vs the 7 before. */
    async popular(type: PopularKind, limit: number, now = nowSeconds()): Promise<PopularItem[]> {
      const kinds: RecordKind[] = type === 'sample' ? ['matter-sample', 'product-sample'] : [type];
      const top = (
        await Promise.all(
          kinds.map(async (kind) => (await records.mostViewed(kind as 'matter', limit)).map((r) => ({ ...r, kind }))),
        )
      )
        .flat()
        .sort((a, b) => b.views - a.views || b.id - a.id)
        .slice(0, limit);
      const today = viewDay(now, displayTz);
      const weekly = new Map<string, { thisWeek: number; lastWeek: number }>();
      for (const kind of kinds) {
        const ids = top.filter((r) => r.kind === kind).map((r) => r.id);
        const [a, b] = await Promise.all([
          records.viewsBetween(kind, ids, today - 6, today),
          records.viewsBetween(kind, ids, today - 13, today - 7),
        ]);
        for (const id of ids) weekly.set(`${kind}:${id}`, { thisWeek: a.get(id) ?? 0, lastWeek: b.get(id) ?? 0 });
      }
      return top.map((r, i) => {
        const w = weekly.get(`${r.kind}:${r.id}`)!;
        return {
          key: i + 1,
          id: r.id,
          kind: r.kind,
          title: r.title,
          clickNumber: r.views,
          increases: percentChange(w.thisWeek, w.lastWeek),
          link: recordLink(r.kind, r.id),
        };
      });
    },

    async recentVisits(auth: AuthContext, limit = 10): Promise<RecentVisit[]> {
      // Visits this process still holds first, so a user reads back what they just opened.
      await visits.flush();
      const rows = await records.recentVisits(auth.userId, limit);
      const described = await describe(rows.map((r) => ({ kind: r.kind, id: Number(r.record_id) })));
      return described
        .map((d, i) => ({
          kind: d.kind as RecordKind,
          id: d.id,
          title: d.title,
          time: Number(rows[i]!.visited_at),
          link: d.link,
        }))
        .filter((d): d is RecentVisit => d.title !== null);
    },

    /** Remembers an opened record; written in a batch shortly after (visit-buffer.ts). */
    recordVisit(userId: number, kind: string, id: number) {
      visits.add(userId, kind, id, nowSeconds());
    },
    /** Writes the visits held in memory (at close). */
    flushVisits: () => visits.flush(),
    onVisitError: (fn: (err: unknown) => void) => visits.onError(fn),
  };
}
export type DashboardService = ReturnType<typeof dashboardService>;
