import {
  CONSOLE_KINDS,
  PRODUCT_TYPES,
  SAMPLE_GRADES,
  SAMPLE_SOURCES,
  type AnalysisResult,
  type ChainGrowth,
  type ConsoleKind,
  type DataOverview,
  type MultiDimension,
  type PeriodSeries,
  type PopularAuthor,
} from '@yaoshi/contracts';
import { t, type Lang } from '../../lib/i18n';
import { nowSeconds } from '../../lib/time';
import { chinaDay, dayLabel, percentChange, weekWindows } from '../dashboard/record-links';
import type { StatsRepository } from '../dashboard/stats.repository';
import { regionName } from '../regions/regions';
import type { AnalyticsRepository } from './analytics.repository';

const DAY = 86400;
/** Unix seconds of the start (China time) of a China-time day number. */
const dayStart = (day: number) => day * DAY - 8 * 3600;

/** The last `n` months (YYYY-MM, China time), oldest first, ending with the current one. */
function lastMonths(now: number, n: number): string[] {
  const d = new Date((now + 8 * 3600) * 1000);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  return Array.from({ length: n }, (_, i) => {
    const date = new Date(Date.UTC(y, m - (n - 1 - i), 1));
    return date.toISOString().slice(0, 7);
  });
}
/** China-time day number of the first day of a YYYY-MM month. */
const monthFirstDay = (month: string) => Math.floor(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1) / 86400_000);

function labelOf(options: readonly { key: string; zh: string; en: string }[], key: string, lang: Lang): string {
  const o = options.find((x) => x.key === key);
  if (o) return lang === 'en-US' ? o.en : o.zh;
  return key || t(lang, 'analysis.unspecified');
}

export function analyticsService(stats: StatsRepository, repo: AnalyticsRepository) {
  /** New records per China-time day, as a map day → n. */
  async function perDay(kind: ConsoleKind, fromDay: number, onlineOnly = false) {
    const rows = await stats.createdPerDay(kind, dayStart(fromDay), { onlineOnly });
    return new Map(rows.map((r) => [r.day, r.n]));
  }
  /** Weekly sums over the last `weeks` weeks (the last ending today), oldest first. */
  async function weekly(kind: ConsoleKind, weeks: number, now: number, onlineOnly = false) {
    const today = chinaDay(now);
    const first = today - weeks * 7 + 1;
    const days = await perDay(kind, first, onlineOnly);
    const sums = Array.from({ length: weeks }, () => 0);
    for (const [day, n] of days) {
      const w = Math.floor((day - first) / 7);
      if (w >= 0 && w < weeks) sums[w]! += n;
    }
    return { sums, labels: Array.from({ length: weeks }, (_, i) => dayLabel(first + i * 7)) };
  }
  async function monthly(kind: ConsoleKind, months: string[]) {
    const days = await perDay(kind, monthFirstDay(months[0]!));
    const sums = months.map(() => 0);
    for (const [day, n] of days) {
      const i = months.indexOf(dayLabel(day).slice(0, 7));
      if (i >= 0) sums[i]! += n;
    }
    return sums;
  }
  const kindName = (kind: ConsoleKind, lang: Lang) => t(lang, `console.kind.${kind}`);

  return {
    /** KPI card: total, new this week vs last (%), new per day over 14 days. */
    async analysis(quota: ConsoleKind, now = nowSeconds()): Promise<AnalysisResult> {
      const { thisFrom, lastFrom, to } = weekWindows(now);
      const [totals, thisWeek, lastWeek] = await Promise.all([
        stats.totals(),
        stats.countCreated(quota, thisFrom, to + 1),
        stats.countCreated(quota, lastFrom, thisFrom),
      ]);
      const first = chinaDay(now) - 13;
      const days = await perDay(quota, first);
      const chartData = Array.from({ length: 14 }, (_, i) => ({ x: dayLabel(first + i), y: days.get(first + i) ?? 0 }));
      return { count: totals[quota], growth: percentChange(thisWeek, lastWeek), chartData };
    },

    /** Records added per month over 12 months, one series per kind. */
    async contentPeriod(lang: Lang, now = nowSeconds()): Promise<PeriodSeries> {
      const xAxis = lastMonths(now, 12);
      const data = await Promise.all(CONSOLE_KINDS.map(async (k) => ({ name: kindName(k, lang), value: await monthly(k, xAxis) })));
      return { xAxis, data };
    },

    /** Online (published) records added per week over 8 weeks, one series per kind. */
    async contentPublish(lang: Lang, now = nowSeconds()): Promise<PeriodSeries> {
      const series = await Promise.all(CONSOLE_KINDS.map(async (k) => ({ k, w: await weekly(k, 8, now, true) })));
      return { xAxis: series[0]!.w.labels, data: series.map(({ k, w }) => ({ name: kindName(k, lang), value: w.sums })) };
    },

    async popularAuthors(limit = 7): Promise<PopularAuthor[]> {
      const top = await repo.topCurators(limit);
      const views = await repo.viewsOfCreated(top.map((u) => u.userId));
      return top.map((u, i) => ({ ranking: i + 1, author: u.username, contentCount: u.n, clickCount: views.get(u.userId) ?? 0 }));
    },

    /** Running total at the end of each of the last 12 months; growth = last month's increase of the total (%). */
    async chainGrowth(quota: ConsoleKind, lang: Lang, now = nowSeconds()): Promise<ChainGrowth> {
      const xAxis = lastMonths(now, 12);
      const [before, sums, totals] = await Promise.all([
        stats.countBefore(quota, dayStart(monthFirstDay(xAxis[0]!))),
        monthly(quota, xAxis),
        stats.totals(),
      ]);
      let running = before;
      const value = sums.map((n) => (running += n));
      const last = value[value.length - 1]!;
      const previous = value[value.length - 2]!;
      return {
        count: totals[quota],
        growth: percentChange(last, previous),
        chartData: { xAxis, data: { name: kindName(quota, lang), value } },
      };
    },

    async dataOverview(lang: Lang, now = nowSeconds()): Promise<DataOverview> {
      const totals = await stats.totals();
      const series = await Promise.all(CONSOLE_KINDS.map(async (k) => ({ k, w: await weekly(k, 8, now) })));
      return {
        xAxis: series[0]!.w.labels,
        data: series.map(({ k, w }) => ({ name: kindName(k, lang), value: w.sums, count: totals[k] })),
      };
    },

    async multiDimension(lang: Lang): Promise<MultiDimension> {
      const [provinces, cities, grades, sources, types, brands, heat] = await Promise.all([
        repo.samplesByProvince(),
        repo.samplesByCity(20),
        repo.samplesByGrade(),
        repo.samplesBySource(),
        repo.productsBy('product_type', 50),
        repo.productsBy('product_brand', 15),
        repo.matterProvince(10),
      ]);
      const region = (code: string) => regionName(code) || t(lang, 'analysis.unknownRegion');
      const byValue = <T extends { value: number }>(a: T, b: T) => b.value - a.value;
      const provinceList = [...new Set(heat.cells.map((c) => c.province))].sort();
      return {
        samplesByProvince: provinces.map((p) => ({ code: p.key, name: region(p.key), value: p.n })).sort(byValue),
        samplesByCity: cities.map((c) => ({ code: c.key, name: region(c.key), province: region(`${c.key.slice(0, 2)}0000`), value: c.n })),
        samplesByGrade: grades.map((g) => ({ name: labelOf(SAMPLE_GRADES, g.key, lang), value: g.n })).sort(byValue),
        samplesBySource: sources.map((s) => ({ name: labelOf(SAMPLE_SOURCES, s.key, lang), value: s.n })).sort(byValue),
        productsByType: types.map((p) => ({ name: labelOf(PRODUCT_TYPES, p.key, lang), value: p.n })),
        productsByBrand: brands.map((b) => ({ name: b.key || t(lang, 'analysis.unspecified'), value: b.n })),
        matterProvinceHeat: {
          matters: heat.matters.map((m) => m.name),
          provinces: provinceList.map(region),
          data: heat.cells.map((c) => [provinceList.indexOf(c.province), heat.matters.findIndex((m) => m.id === c.matterId), c.n]),
        },
      };
    },
  };
}
export type AnalyticsService = ReturnType<typeof analyticsService>;
