import { z } from 'zod';
import { recordKindSchema } from '../catalogue/kinds';
import { consoleKindSchema, percentSchema, popularKindSchema } from './common';

/** GET /api/dashboard/overview: totals per kind with records added this week vs the week before. */
export const overviewItemSchema = z.object({
  kind: consoleKindSchema,
  total: z.number().int(),
  /** Added in the last 7 days. */
  thisWeek: z.number().int(),
  /** Added in the 7 days before that. */
  lastWeek: z.number().int(),
  /** (thisWeek − lastWeek) / lastWeek in percent; null when lastWeek is 0. */
  change: percentSchema,
});
export const dashboardOverviewSchema = z.object({ items: z.array(overviewItemSchema) });
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

/** GET /api/content-data?days=14: records added per day (the spec's x/y), y = all kinds, plus each kind. */
export const contentDataQuerySchema = z.object({ days: z.coerce.number().int().min(7).max(90).default(14) });
export const contentDataPointSchema = z.object({
  /** YYYY-MM-DD (China time). */
  x: z.string(),
  y: z.number().int(),
  matter: z.number().int(),
  product: z.number().int(),
  sample: z.number().int(),
  report: z.number().int(),
});
export type ContentDataPoint = z.infer<typeof contentDataPointSchema>;

/** GET /api/popular/list?type=matter|product|sample — most viewed records. */
export const popularQuerySchema = z.object({
  type: popularKindSchema.default('matter'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const popularItemSchema = z.object({
  /** Ranking, 1 first. */
  key: z.number().int(),
  id: z.number().int(),
  kind: recordKindSchema,
  title: z.string(),
  /** All-time views. */
  clickNumber: z.number().int(),
  /** Views in the last 7 days vs the 7 before, in percent; null when there were none before. */
  increases: percentSchema,
  /** Hash route of the detail page. */
  link: z.string(),
});
export type PopularItem = z.infer<typeof popularItemSchema>;

/** GET /api/dashboard/recent-visits: records this user opened lately (newest first). */
export const recentVisitSchema = z.object({
  kind: recordKindSchema,
  id: z.number().int(),
  title: z.string(),
  /** Unix seconds. */
  time: z.number().int(),
  link: z.string(),
});
export type RecentVisit = z.infer<typeof recentVisitSchema>;
