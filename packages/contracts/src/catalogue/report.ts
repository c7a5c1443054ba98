import { z } from 'zod';
import { idTextSchema } from '../paging';
import { lineSchema, longTextSchema } from '../text';
import {
  catalogueListBaseSchema,
  fileUrlSchema,
  optionalParam,
  recordMetaSchema,
  recordNumSchema,
  sortParam,
  unixSecondsSchema,
  updateSchemaOf,
} from './common';
import { SAMPLE_KINDS, VERDICTS } from './options';
import { reportResultItemOutSchema, reportResultItemSchema, reportVerdictSchema } from './report-results';

/** Short fields are one line; long ones (500+) may break lines. Both refuse controls (see text.ts). */
const text = (max: number) => (max < 500 ? lineSchema(max) : longTextSchema(max));

export { SAMPLE_KINDS, TEST_CATEGORIES, TEST_CATEGORY_KEYS, VERDICTS } from './options';
export const verdictSchema = z.enum(VERDICTS);
export type Verdict = z.infer<typeof verdictSchema>;

export const sampleKindSchema = z.enum(SAMPLE_KINDS);
export type SampleKind = z.infer<typeof sampleKindSchema>;

/**
 * One tested item: result against its limit. Since migration 0014 the shapes live in
 * report-results.ts (lower/upper limits, not detected with LOD, the standard, computed verdicts).
 */
export const reportItemSchema = reportResultItemSchema;
export type ReportItemInput = z.input<typeof reportItemSchema>;
export const reportItemOutSchema = reportResultItemOutSchema;
export type ReportItem = z.infer<typeof reportItemOutSchema>;

/** Editable fields of a testing report. */
export const reportFieldsSchema = z.object({
  /** Optional on create: the server numbers new records (TR-0000001 …). */
  report_num: recordNumSchema,
  report_name: text(200).min(1),
  sample_kind: sampleKindSchema,
  sample_id: z.number().int().positive(),
  /** Testing laboratory. */
  lab: text(200).default(''),
  tested_at: unixSecondsSchema,
  /** Standard(s) the verdict is judged against, e.g. GB 2762-2022. */
  standard: text(500).default(''),
  /** Legacy: accepted and ignored. The server derives the verdict from the items (fail when any fails). */
  verdict: verdictSchema.optional(),
  /** PDF attachment (`/api/files/<sha256>`), or empty. */
  attachment: z.union([z.literal(''), fileUrlSchema]).default(''),
  note: text(2000).default(''),
  items: z.array(reportItemSchema).max(200).default([]),
  status: z.enum(['online', 'offline']).default('online'),
});

export const reportCreateSchema = reportFieldsSchema.extend({ report_num: recordNumSchema.optional() }).strict();
export type ReportCreate = z.input<typeof reportCreateSchema>;
/**
 * An edit. `reason` is required once a result already entered changes (its old and new value,
 * who, when and why go to the result's history); a published report is not edited but amended.
 */
export const reportUpdateSchema = updateSchemaOf(reportFieldsSchema).extend({ reason: text(500).optional() });
export type ReportUpdate = z.input<typeof reportUpdateSchema>;

/**
 * `POST /api/reports/:id/amendments`: issues the next revision of a published report, with the
 * reason (required) and the amended items (absent: the same items, e.g. a corrected note).
 */
export const reportAmendSchema = z
  .object({
    reason: text(500).min(1),
    items: z.array(reportItemSchema).max(200).optional(),
    note: text(2000).optional(),
  })
  .strict();
export type ReportAmend = z.input<typeof reportAmendSchema>;

/** One revision of a report, as its history lists it. */
export const reportRevisionSchema = z.object({
  id: z.number().int(),
  report_num: z.string(),
  revision: z.number().int(),
  /** Why this revision was issued ('' for the first). */
  reason: z.string(),
  issued_at: z.number().int(),
  issued_by: z.string(),
  /** The revision in force (not superseded). */
  current: z.boolean(),
});
export type ReportRevision = z.infer<typeof reportRevisionSchema>;

/** A result changed after it was entered: the value before and after as printed, who, when, why. */
export const resultChangeSchema = z.object({
  id: z.number().int(),
  report_id: z.number().int(),
  revision: z.number().int(),
  item: z.string(),
  old_value: z.string(),
  new_value: z.string(),
  reason: z.string(),
  by: z.string(),
  at: z.number().int(),
});
export type ResultChange = z.infer<typeof resultChangeSchema>;

/** `GET /api/reports/:id/history`: every revision of the report and every change of its results, oldest first. */
export const reportHistorySchema = z.object({
  revisions: z.array(reportRevisionSchema),
  changes: z.array(resultChangeSchema),
});
export type ReportHistory = z.infer<typeof reportHistorySchema>;

export const reportSchema = recordMetaSchema.extend({
  report_num: z.string(),
  report_name: z.string(),
  sample_kind: sampleKindSchema,
  sample_id: z.number().int(),
  sample_num: z.string(),
  sample_name: z.string(),
  lab: z.string(),
  tested_at: z.number().int(),
  standard: z.string(),
  /** Computed from the items: fail if any fails, pass if any passes, else none (不判定). */
  verdict: reportVerdictSchema,
  attachment: z.string(),
  note: z.string(),
  items: z.array(reportItemOutSchema),
  /** When a retest voided this report (作废); null while it stands. */
  invalidated_at: z.number().int().nullable(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportDetailSchema = reportSchema;
export type ReportDetail = Report;

/** Row of the report list (also embedded in a sample's detail). */
export const reportRowSchema = z.object({
  id: z.number().int(),
  report_num: z.string(),
  report_name: z.string(),
  sample_kind: sampleKindSchema,
  sample_id: z.number().int(),
  sample_num: z.string(),
  sample_name: z.string(),
  lab: z.string(),
  tested_at: z.number().int(),
  verdict: reportVerdictSchema,
  item_count: z.number().int(),
  fail_count: z.number().int(),
  /** When a retest voided this report: lists mark it and leave its verdict out of pass rates. */
  invalidated_at: z.number().int().nullable(),
  has_attachment: z.boolean(),
  view_count: z.number().int(),
  updated_at: z.number().int(),
  status: z.enum(['online', 'offline']),
  is_demo: z.boolean(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const REPORT_SORTS = ['updated_at', 'report_num', 'tested_at', 'view_count'] as const;
export const reportListQuerySchema = catalogueListBaseSchema
  .extend({
    sort: sortParam(REPORT_SORTS),
    sample_kind: optionalParam(sampleKindSchema),
    sample_id: optionalParam(idTextSchema),
    verdict: optionalParam(reportVerdictSchema),
    /** tested_at range, Unix seconds, inclusive. */
    tested_from: optionalParam(z.coerce.number().int().min(0)),
    tested_to: optionalParam(z.coerce.number().int().min(0)),
  })
  .strict();
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;
