import { z } from 'zod';
import { lineSchema } from '../text';
import { sampleStateSchema } from './sample-lifecycle';
import { reportVerdictSchema } from './report-results';

/**
 * `GET /api/search?q=`: one query across the record kinds the caller may read — visitors
 * matters and products; signed-in users also samples and testing reports (a report's number,
 * e.g. TR-0001378, finds it). Reports reach their page `#/report/:id` only when the caller may
 * read them there: researchers published ones, admins also drafts (marked so).
 */
export const globalSearchQuerySchema = z
  .object({
    q: lineSchema(100).min(1),
    /** Hits per kind. */
    limit: z.coerce.number().int().min(1).max(20).default(5),
  })
  .strict();
export type GlobalSearchQuery = z.input<typeof globalSearchQuerySchema>;

export const GLOBAL_SEARCH_KINDS = ['matter', 'product', 'matter-sample', 'product-sample', 'report'] as const;
export const globalSearchKindSchema = z.enum(GLOBAL_SEARCH_KINDS);
export type GlobalSearchKind = z.infer<typeof globalSearchKindSchema>;

/** A report as a search result shows it: the page link is offered only when `published` or to admins. */
export const globalSearchReportSchema = z.object({
  id: z.number().int(),
  report_num: z.string(),
  /** The sample's lifecycle state is published (and the report not invalidated by a retest). */
  published: z.boolean(),
  verdict: reportVerdictSchema,
  /** A retest voided the report (作废). */
  voided: z.boolean(),
});
export type GlobalSearchReport = z.infer<typeof globalSearchReportSchema>;

export const globalSearchHitSchema = z.object({
  kind: globalSearchKindSchema,
  id: z.number().int(),
  num: z.string(),
  name: z.string(),
  /** A second line: the matter of a sample, the sample of a report, a product's brand. */
  detail: z.string(),
  /** Samples and reports: the sample's laboratory state. */
  state: sampleStateSchema.nullable(),
  /** A report hit: itself. A sample hit: its newest report the caller may open, else null. */
  report: globalSearchReportSchema.nullable(),
  /** Reports: the sample they belong to. */
  sample_id: z.number().int().nullable(),
  /** Demo data (a report: of a demo sample): listed with its demo badge like everywhere else. */
  is_demo: z.boolean(),
});
export type GlobalSearchHit = z.infer<typeof globalSearchHitSchema>;

export const globalSearchResultSchema = z.object({
  q: z.string(),
  groups: z.array(
    z.object({ kind: globalSearchKindSchema, total: z.number().int(), hits: z.array(globalSearchHitSchema) }),
  ),
});
export type GlobalSearchResult = z.infer<typeof globalSearchResultSchema>;
