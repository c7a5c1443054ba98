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
import { DEFAULT_DISPLAY_TZ, dayBuckets, monthBuckets } from '../../lib/display-time';
import { percentChange, weekWindows } from '../dashboard/record-links';
import type { StatsService } from '../dashboard/stats.service';
import { regionName } from '../../lib/regions';
import type { AnalyticsRepository } from './analytics.repository';

// Months, weeks (7-day spans, the last ending today; label = its first day) and days are those of
// DISPLAY_TZ, the zone every date is shown in (lib/display-time).

function labelOf(options: readonly { key: string; zh: string; en: string }[], key: string, lang: Lang): string {
  const o = options.find((x) => x.key === key);
  if (o) return lang === 'en-US' ? o.en : o.zh;
  return key || t(lang, 'analysis.unspecified');
}

export function analyticsService(stats: StatsService, repo: AnalyticsRepository, displayTz = DEFAULT_DISPLAY_TZ) {
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
      const { labels, edges } = dayBuckets(now, 14, displayTz);
      const counts = await stats.countBuckets(quota, edges);
      const chartData = counts.map((y, i) => ({ x: labels[i]!, y }));
      return { count: totals[quota], growth: percentChange(thisWeek, lastWeek), chartData };
    },

    /** Records added per month over 12 months, one series per kind. */
    async contentPeriod(lang: Lang, now = nowSeconds()): Promise<PeriodSeries> {
      const { labels, edges } = monthBuckets(now, 12, displayTz);
      const data = [];
      for (const k of CONSOLE_KINDS) data.push({ name: kindName(k, lang), value: await stats.countBuckets(k, edges) });
      return { xAxis: labels, data };
    },

    /** Online (published) records added per week over 8 weeks, one series per kind. */
    async contentPublish(lang: Lang, now = nowSeconds()): Promise<PeriodSeries> {
      const { labels, edges } = dayBuckets(now, 8, displayTz, 7);
      const data = [];
      for (const k of CONSOLE_KINDS)
        data.push({ name: kindName(k, lang), value: await stats.countBuckets(k, edges, { onlineOnly: true }) });
      return { xAxis: labels, data };
    },

    async popularAuthors(limit = 7): Promise<PopularAuthor[]> {
      const top = await repo.topCurators(limit);
      const views = await repo.viewsOfCreated(top.map((u) => u.userId));
      return top.map((u, i) => ({
        ranking: i + 1,
        author: u.username,
        contentCount: u.n,
        clickCount: views.get(u.userId) ?? 0,
      }));
    },

    /** Running total at the end of each of the last 12 months; growth = last month's increase of the total (%). */
    async chainGrowth(quota: ConsoleKind, lang: Lang, now = nowSeconds()): Promise<ChainGrowth> {
      const { labels: xAxis, edges } = monthBuckets(now, 12, displayTz);
      const before = await stats.countBefore(quota, edges[0]!);
      const sums = await stats.countBuckets(quota, edges);
      const totals = await stats.totals();
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
      const { labels, edges } = dayBuckets(now, 8, displayTz, 7);
      const data = [];
      for (const k of CONSOLE_KINDS)
        data.push({ name: kindName(k, lang), value: await stats.countBuckets(k, edges), count: totals[k] });
      return { xAxis: labels, data };
    },

    async multiDimension(lang: Lang): Promise<MultiDimension> {
      const [provinces, areas, grades, sources, types, brands, heat] = await Promise.all([
        repo.samplesByProvince(),
        repo.samplesByArea(),
        repo.samplesByGrade(),
        repo.samplesBySource(),
        repo.productsBy('product_type', 50),
        repo.productsBy('product_brand', 15),
        repo.matterProvince(10),
      ]);
      const region = (code: string) => regionName(code) || t(lang, 'analysis.unknownRegion');
      const byValue = <T extends { value: number }>(a: T, b: T) => b.value - a.value;
      const provinceList = [...new Set(heat.cells.map((c) => c.province))].sort();
      const perCity = new Map<string, number>();
      for (const a of areas)
        if (a.key) perCity.set(`${a.key.slice(0, 4)}00`, (perCity.get(`${a.key.slice(0, 4)}00`) ?? 0) + a.n);
      const cities = [...perCity]
        .map(([key, n]) => ({ key, n }))
        .sort((a, b) => b.n - a.n || a.key.localeCompare(b.key))
        .slice(0, 20);
      return {
        samplesByProvince: provinces.map((p) => ({ code: p.key, name: region(p.key), value: p.n })).sort(byValue),
        samplesByCity: cities.map((c) => ({
          code: c.key,
          name: region(c.key),
          province: region(`${c.key.slice(0, 2)}0000`),
          value: c.n,
        })),
        samplesByGrade: grades.map((g) => ({ name: labelOf(SAMPLE_GRADES, g.key, lang), value: g.n })).sort(byValue),
        samplesBySource: sources.map((s) => ({ name: labelOf(SAMPLE_SOURCES, s.key, lang), value: s.n })).sort(byValue),
        productsByType: types.map((p) => ({ name: labelOf(PRODUCT_TYPES, p.key, lang), value: p.n })),
        productsByBrand: brands.map((b) => ({ name: b.key || t(lang, 'analysis.unspecified'), value: b.n })),
        matterProvinceHeat: {
          matters: heat.matters.map((m) => m.name),
          provinces: provinceList.map(region),
          data: heat.cells.map((c) => [
            provinceList.indexOf(c.province),
            heat.matters.findIndex((m) => m.id === c.matterId),
            c.n,
          ]),
        },
      };
    },
  };
}
export type AnalyticsService = ReturnType<typeof analyticsService>;
