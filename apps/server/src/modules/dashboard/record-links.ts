import type { RecordKind } from '@yaoshi/contracts';
import { dayNumber } from '../../lib/display-time';

/** Hash route of a record's detail page ('' when the kind has none). */
export function recordLink(kind: string, id: number, report?: { sampleKind: string; sampleId: number }): string {
  switch (kind) {
    case 'matter':
      return `/formList/matter-detail/${id}`;
    case 'product':
      return `/productList/product-detail/${id}`;
    case 'matter-sample':
      return `/matterSample/matter-sample-detail/${id}`;
    case 'product-sample':
      return `/productSampleList/product-sample-detail/${id}`;
    case 'report':
      // Reports are shown on their sample's page.
      return report ? recordLink(`${report.sampleKind}-sample`, report.sampleId) : '';
    case 'regulation':
      return `/list/search-table?id=${id}`;
    default:
      return '';
  }
}

export const RECORD_KIND_SET = new Set<string>([
  'matter',
  'product',
  'matter-sample',
  'product-sample',
  'report',
  'regulation',
] satisfies RecordKind[]);

/** Monday-free week maths: the last 7 days and the 7 before, in Unix seconds. */
export function weekWindows(now: number) {
  const week = 7 * 86400;
  return { thisFrom: now - week, lastFrom: now - 2 * week, to: now };
}

/** Day number of the display-zone day, as record_views counts days (views.service). */
export const viewDay = (seconds: number, tz: string) => dayNumber(seconds, tz);

/** Percent change rounded to 2 decimals; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 10000) / 100;
}
