import { z } from 'zod';
import { consoleKindSchema, percentSchema } from './common';

/** The spec's quota switch: which kind of record a KPI card counts. */
export const quotaBodySchema = z.strictObject({ quota: consoleKindSchema.default('matter') });

export const xyPointSchema = z.object({ x: z.string(), y: z.number() });

/** POST /api/public-opinion-analysis: total, growth (new this week vs last, %), new per day (14 days). */
export const analysisResultSchema = z.object({
  count: z.number().int(),
  growth: percentSchema,
  chartData: z.array(xyPointSchema),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

export const namedSeriesSchema = z.object({ name: z.string(), value: z.array(z.number()) });

/**
 * GET /api/content-period-analysis (records added per month, 12 months, per kind) and
 * GET /api/content-publish (online records added per week, 8 weeks, per kind).
 */
export const periodSeriesSchema = z.object({ xAxis: z.array(z.string()), data: z.array(namedSeriesSchema) });
export type PeriodSeries = z.infer<typeof periodSeriesSchema>;

/** GET /api/popular-author/list: top curators by records touched in the operation log. */
export const popularAuthorSchema = z.object({
  ranking: z.number().int(),
  author: z.string(),
  /** Records created or edited. */
  contentCount: z.number().int(),
  /** All-time views of the records they created. */
  clickCount: z.number().int(),
});
export type PopularAuthor = z.infer<typeof popularAuthorSchema>;

/** POST /api/data-chain-growth: running total per month (12 months) for the quota. */
export const chainGrowthSchema = z.object({
  count: z.number().int(),
  growth: percentSchema,
  chartData: z.object({ xAxis: z.array(z.string()), data: namedSeriesSchema }),
});
export type ChainGrowth = z.infer<typeof chainGrowthSchema>;

/** GET /api/data-overview: per kind, total and new per week over 8 weeks. */
export const dataOverviewSchema = z.object({
  xAxis: z.array(z.string()),
  data: z.array(namedSeriesSchema.extend({ count: z.number().int() })),
});
export type DataOverview = z.infer<typeof dataOverviewSchema>;

export const nameValueSchema = z.object({ name: z.string(), value: z.number().int() });
export const regionValueSchema = z.object({
  /** 6-digit GB/T 2260 code. */
  code: z.string(),
  name: z.string(),
  value: z.number().int(),
});

/** GET /api/analysis/multi-dimension. */
export const multiDimensionSchema = z.object({
  samplesByProvince: z.array(regionValueSchema),
  /** Top cities. */
  samplesByCity: z.array(regionValueSchema.extend({ province: z.string() })),
  samplesByGrade: z.array(nameValueSchema),
  samplesBySource: z.array(nameValueSchema),
  productsByType: z.array(nameValueSchema),
  /** Top brands. */
  productsByBrand: z.array(nameValueSchema),
  /** Matter × province: samples of each matter (top matters) collected in each province. */
  matterProvinceHeat: z.object({
    matters: z.array(z.string()),
    provinces: z.array(z.string()),
    /** [provinceIndex, matterIndex, count] (ECharts heatmap order). */
    data: z.array(z.tuple([z.number().int(), z.number().int(), z.number().int()])),
  }),
});
export type MultiDimension = z.infer<typeof multiDimensionSchema>;
