import { z } from 'zod';
import { lineSchema } from '../text';
import { TEST_CATEGORY_KEYS } from './options';
import { standardSchema, limitText } from './standard';

/**
 * The results of a testing report, judged against limits. The server computes every verdict
 * (an item's from its result and limits, the report's from its items); a client never sends
 * one. An item linked to a standard (`standard_id`) takes method, unit, limits and source from
 * that standard when the report is saved (a snapshot: editing the standard later does not
 * re-judge a report already written).
 */

/** 合格 / 不合格 / 不判定 (no limit, or no result yet, or a detection limit above the limit). */
export const ITEM_VERDICTS = ['pass', 'fail', 'none'] as const;
export const itemVerdictSchema = z.enum(ITEM_VERDICTS);
export type ItemVerdict = z.infer<typeof itemVerdictSchema>;

/** A report: fail if any item fails; else pass if any item passes; else none (nothing judged). */
export const REPORT_VERDICTS = ['pass', 'fail', 'none'] as const;
export const reportVerdictSchema = z.enum(REPORT_VERDICTS);
export type ReportVerdict = z.infer<typeof reportVerdictSchema>;

const limitSchema = z.number().min(0).max(1e9).nullable().default(null);

/** One tested item as a client sends it. */
export const reportResultItemSchema = z
  .object({
    /** e.g. 铅 (Pb), 二氧化硫残留量, 黄曲霉毒素B1. */
    item: lineSchema(100).min(1),
    category: z.enum(TEST_CATEGORY_KEYS).default('other'),
    /**
     * The standard judged against. null: the server looks for a standard of the sample's matter
     * (matter samples) or product type (product samples) with this item name; if there is none,
     * the item is ad hoc and keeps the method, unit and limits sent.
     */
    standard_id: z.number().int().positive().nullable().default(null),
    method: lineSchema(200).default(''),
    unit: lineSchema(20).default(''),
    /** 不得少于 (≥). */
    lower: limitSchema,
    /** 不得过 (≤). */
    upper: limitSchema,
    /** Numeric result in `unit`; null when not detected or not yet entered. */
    result: z.number().min(0).max(1e12).nullable().default(null),
    /** 未检出: below the limit of detection. */
    not_detected: z.boolean().default(false),
    /** Limit of detection (LOD) in `unit`, when known. */
    lod: z.number().min(0).max(1e9).nullable().default(null),
    /** Result as reported when it is not just the number, e.g. "<0.01"; derived when empty. */
    result_text: lineSchema(50).default(''),
    /** Legacy (before 0014): the upper limit. Read as `upper` when `upper` is not sent. */
    limit: z.number().min(0).max(1e9).nullable().optional(),
    /** Legacy: the limit as written; derived from lower/upper when empty. */
    limit_text: lineSchema(50).default(''),
    /** Legacy: accepted from old files and ignored: the server computes the verdict. */
    verdict: z.enum(['pass', 'fail']).optional(),
  })
  .strict()
  .superRefine((it, ctx) => {
    if (it.not_detected && it.result !== null) {
      ctx.addIssue({ code: 'custom', path: ['result'], message: 'result.notDetectedWithResult' });
    }
    if (it.lower !== null && it.upper !== null && it.lower > it.upper) {
      ctx.addIssue({ code: 'custom', path: ['lower'], message: 'standard.lowerAboveUpper' });
    }
  });
export type ReportResultItemInput = z.input<typeof reportResultItemSchema>;
export type ReportResultItemParsed = z.output<typeof reportResultItemSchema>;

/** One tested item as the server answers it. */
export const reportResultItemOutSchema = z.object({
  item: z.string(),
  category: z.string(),
  standard_id: z.number().int().nullable(),
  method: z.string(),
  unit: z.string(),
  lower: z.number().nullable(),
  upper: z.number().nullable(),
  /** Legacy alias of `upper`. */
  limit: z.number().nullable(),
  /** The limit as printed, e.g. "≤5.0", "≥15.0"; kept as entered for items before 0014. */
  limit_text: z.string(),
  /** Where the limit comes from (the standard's source), '' for an ad-hoc item. */
  source: z.string(),
  result: z.number().nullable(),
  not_detected: z.boolean(),
  lod: z.number().nullable(),
  /** e.g. "0.42", "未检出 (<0.01)". */
  result_text: z.string(),
  verdict: itemVerdictSchema,
});
export type ReportResultItem = z.infer<typeof reportResultItemOutSchema>;

/** `GET /api/reports/standards?sample_id=`: the standards a sample's results are judged against. */
export const applicableStandardsQuerySchema = z.object({ sample_id: z.coerce.number().int().positive() }).strict();
export const applicableStandardsSchema = z.object({
  sample_kind: z.enum(['matter', 'product']),
  matter_id: z.number().int().nullable(),
  product_type: z.string().nullable(),
  list: z.array(standardSchema),
});
export type ApplicableStandards = z.infer<typeof applicableStandardsSchema>;

/**
 * An item's verdict. At the limit is within it (不得过 5 → 5 passes; 不得少于 15 → 15 passes).
 * Not detected passes an upper limit unless the detection limit is above it (then none: the
 * method cannot show conformity), and fails a lower limit. No limit, or no result: none.
 */
export function itemVerdict(it: {
  lower: number | null;
  upper: number | null;
  result: number | null;
  not_detected: boolean;
  lod: number | null;
}): ItemVerdict {
  if (it.lower === null && it.upper === null) return 'none';
  if (it.not_detected) {
    if (it.lower !== null) return 'fail';
    if (it.lod !== null && it.upper !== null && it.lod > it.upper) return 'none';
    return 'pass';
  }
  if (it.result === null) return 'none';
  if (it.upper !== null && it.result > it.upper) return 'fail';
  if (it.lower !== null && it.result < it.lower) return 'fail';
  return 'pass';
}

export function reportVerdict(verdicts: readonly ItemVerdict[]): ReportVerdict {
  if (verdicts.includes('fail')) return 'fail';
  if (verdicts.includes('pass')) return 'pass';
  return 'none';
}

/** The result as printed: the number, or 未检出 / ND with its LOD. */
export function resultText(
  it: { result: number | null; not_detected: boolean; lod: number | null },
  lang: 'zh-CN' | 'en-US' = 'zh-CN',
): string {
  if (it.not_detected) {
    const nd = lang === 'zh-CN' ? '未检出' : 'ND';
    return it.lod !== null ? `${nd} (<${it.lod})` : nd;
  }
  return it.result === null ? '' : String(it.result);
}

export { limitText };
