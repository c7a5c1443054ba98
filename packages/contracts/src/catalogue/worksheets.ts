import { z } from 'zod';
import { idListTextSchema } from '../paging';
import { lineSchema } from '../text';
import { sampleStateSchema } from './sample-lifecycle';

/**
 * Work queues and custody of the laboratory: worksheets group samples ×
 * test items for one analyst, each item due at the sample's received time plus its standard's
 * turnaround target; custody events record who held a sample and where it was stored.
 */

/** A standard without a target of its own gets this many days (0035-lab-worksheets). */
export const DEFAULT_TURNAROUND_DAYS = 7;
export const turnaroundDaysSchema = z.number().int().min(1).max(365);

export const WORKSHEET_STATUSES = ['open', 'closed'] as const;
export const worksheetStatusSchema = z.enum(WORKSHEET_STATUSES);

const sampleKindSchema = z.enum(['matter', 'product']);

/** One sample × test item of a worksheet. */
export const worksheetItemSchema = z.object({
  id: z.number().int(),
  worksheet_id: z.number().int(),
  worksheet_num: z.string(),
  sample_kind: sampleKindSchema,
  sample_id: z.number().int(),
  sample_num: z.string(),
  sample_name: z.string(),
  sample_state: sampleStateSchema,
  standard_id: z.number().int().nullable(),
  item: z.string(),
  method: z.string(),
  turnaround_days: z.number().int(),
  /** When the sample was received; null while it has not been. */
  received_at: z.number().int().nullable(),
  /** received_at + turnaround_days; null while the sample has not been received. */
  due_at: z.number().int().nullable(),
  done_at: z.number().int().nullable(),
  /** Not done and past its due time. */
  overdue: z.boolean(),
});
export type WorksheetItem = z.infer<typeof worksheetItemSchema>;

export const worksheetSummarySchema = z.object({
  id: z.number().int(),
  num: z.string(),
  title: z.string(),
  status: worksheetStatusSchema,
  analyst_id: z.number().int(),
  analyst_name: z.string(),
  item_count: z.number().int(),
  done_count: z.number().int(),
  overdue_count: z.number().int(),
  sample_count: z.number().int(),
  /** The earliest due time of its open items; null when none is due yet. */
  next_due_at: z.number().int().nullable(),
  created_at: z.number().int(),
  created_by_name: z.string(),
});
export type WorksheetSummary = z.infer<typeof worksheetSummarySchema>;

export const worksheetSchema = worksheetSummarySchema.extend({ items: z.array(worksheetItemSchema) });
export type Worksheet = z.infer<typeof worksheetSchema>;

export const worksheetListQuerySchema = z.object({
  status: z.enum(['open', 'closed', 'all']).default('open'),
});

/** `POST /api/worksheets`: samples and, optionally, only some of their standards' items. */
export const worksheetCreateSchema = z.object({
  title: lineSchema(100).default(''),
  analyst_id: z.number().int().positive(),
  sample_ids: z.array(z.number().int().positive()).min(1).max(200),
  /** Standards to include; absent: every standard applicable to each sample. */
  standard_ids: z.array(z.number().int().positive()).max(2000).optional(),
  /** A worksheet template (qc-templates.ts) whose QC positions the worksheet gets. */
  qc_template_id: z.number().int().positive().optional(),
});
export type WorksheetCreate = z.infer<typeof worksheetCreateSchema>;

export const worksheetPatchSchema = z
  .object({
    analyst_id: z.number().int().positive().optional(),
    status: worksheetStatusSchema.optional(),
  })
  .refine((b) => b.analyst_id !== undefined || b.status !== undefined, { message: 'nothing to change' });

export const worksheetItemDoneSchema = z.object({ done: z.boolean() });

/** `GET /api/worksheets/my-work`: the signed-in analyst's open items, soonest due first. */
export const myWorkSchema = z.object({
  items: z.array(worksheetItemSchema),
  overdue_count: z.number().int(),
});
export type MyWork = z.infer<typeof myWorkSchema>;

/** Someone worksheets can be assigned to (an enabled account with the analyst capability). */
export const analystSchema = z.object({ id: z.number().int(), username: z.string(), name: z.string() });
export type Analyst = z.infer<typeof analystSchema>;

export const turnaroundBodySchema = z.object({ turnaround_days: turnaroundDaysSchema });
export const turnaroundTargetSchema = z.object({ id: z.number().int(), turnaround_days: z.number().int() });

/** Label layouts: A4 sheets of common label stock, and one 50 × 30 mm label per page. */
export const LABEL_LAYOUTS = ['a4-3x8', 'a4-2x7', 'single-50x30'] as const;
export const labelLayoutSchema = z.enum(LABEL_LAYOUTS);
export type LabelLayout = z.infer<typeof labelLayoutSchema>;

/** `GET /api/sample-labels.pdf?ids=1,2&layout=a4-3x8&skip=0`. */
export const labelQuerySchema = z.object({
  ids: idListTextSchema(500),
  layout: labelLayoutSchema.default('a4-3x8'),
  /** Positions already used on a partly used sheet. */
  skip: z.coerce.number().int().min(0).max(23).default(0),
});

/** `GET /api/sample-scan?code=`: a scanned permalink or a typed sample number. */
export const sampleScanQuerySchema = z.object({ code: z.string().trim().min(1).max(500) });
export const sampleScanSchema = z.object({
  kind: sampleKindSchema,
  id: z.number().int(),
  num: z.string(),
  name: z.string(),
  state: sampleStateSchema,
  /** The console path of the sample's page (hash route). */
  path: z.string(),
  permalink: z.string(),
});
export type SampleScan = z.infer<typeof sampleScanSchema>;

/** `GET /api/dashboard/lab-stats`: the laboratory's last `days` days (voided reports excluded). */
export const labStatsQuerySchema = z.object({ days: z.coerce.number().int().min(7).max(366).default(90) });
export const labStatsSchema = z.object({
  days: z.number().int(),
  /** Days from received to published, over the samples published in the window. */
  turnaround: z.object({
    samples: z.number().int(),
    median_days: z.number().nullable(),
    p90_days: z.number().nullable(),
  }),
  /** Reports tested in the window, and those that passed. */
  pass_rate: z.object({ reports: z.number().int(), passed: z.number().int(), rate: z.number().nullable() }),
  failing_items: z.object({
    by_item: z.array(z.object({ item: z.string(), n: z.number().int() })),
    by_substance: z.array(z.object({ name: z.string(), n: z.number().int() })),
    /** Failures per month (YYYY-MM, display time zone) of the most frequent items. */
    by_month: z.array(z.object({ month: z.string(), item: z.string(), n: z.number().int() })),
  }),
});
export type LabStats = z.infer<typeof labStatsSchema>;
