import { z } from 'zod';
import { idTextSchema } from '../paging';
import { lineSchema } from '../text';
import { TEST_CATEGORY_KEYS } from './options';
import {
  type DecisionRule,
  decisionRuleSchema,
  standardSchema,
  limitText,
  typedLimitSchema,
  typedText,
  typedValue,
} from './standard';

/**
 * The results of a testing report, judged against limits. The server computes every verdict
 * (an item's from its result and limits, the report's from its items); a client never sends
 * one. An item linked to a standard (`standard_id`) takes method, unit, limits and source from
 * that standard when the report is saved (a snapshot: editing the standard later does not
 * re-judge a report already written).
 */

/**
 * 合格 / 不合格 / 不判定 (no limit, or no result yet, or a detection limit above the limit) /
 * 不确定 (guarded acceptance: the uncertainty interval straddles the limit).
 */
export const ITEM_VERDICTS = ['pass', 'fail', 'none', 'inconclusive'] as const;
export const itemVerdictSchema = z.enum(ITEM_VERDICTS);
export type ItemVerdict = z.infer<typeof itemVerdictSchema>;

/**
 * A report: fail if any item fails; else inconclusive if any item is; else pass if any item
 * passes; else none (nothing judged).
 */
export const REPORT_VERDICTS = ['pass', 'fail', 'none', 'inconclusive'] as const;
export const reportVerdictSchema = z.enum(REPORT_VERDICTS);
export type ReportVerdict = z.infer<typeof reportVerdictSchema>;

const limitSchema = z.number().min(0).max(1e9).nullable().default(null);

/** A result entered as "< LOD" (not detected) or "< LOQ" (detected, below quantification). */
export const BELOW_LIMITS = ['lod', 'loq'] as const;
export const belowLimitSchema = z.enum(BELOW_LIMITS);
export type BelowLimit = z.infer<typeof belowLimitSchema>;

/** A decimal as typed, digits kept ("11.0", "0.050"): JSON numbers would drop trailing zeros. */
export const DECIMAL_PATTERN = /^(0|[1-9]\d{0,11})(\.\d{1,8})?$/;
/**
 * What a result typed as words means: "<LOQ", "< 定量限" → below the LOQ; "ND", "未检出",
 * "<LOD", "< 检出限" → below the LOD (not detected); null for anything else. Such a result is
 * entered with the below-LOD / LOQ choice, not as text, and the message points there.
 */
export function belowLimitTyped(text: string): BelowLimit | null {
  const s = text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
  if (/^(<|＜|低于)?(loq|定量限)$/.test(s)) return 'loq';
  if (/^(<|＜|低于)?(lod|检出限)$/.test(s) || /^(nd|n\.d\.?|未检出|notdetected)$/.test(s)) return 'lod';
  return null;
}

export const decimalTextSchema = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    if (DECIMAL_PATTERN.test(v)) return;
    const below = belowLimitTyped(v);
    const message = below === 'lod' ? 'result.useBelowLod' : below === 'loq' ? 'result.useBelowLoq' : 'result.decimal';
    ctx.addIssue({ code: 'custom', message });
  });

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
    /**
     * The result as typed ("11.0"): kept, shown and printed with its digits; wins over `result`
     * (which is then its number). null: `result` as sent (older clients and files).
     */
    result_entered: decimalTextSchema.nullable().default(null),
    /** 未检出: below the limit of detection. */
    not_detected: z.boolean().default(false),
    /** Entered as "< LOD" or "< LOQ" (no number); a number below LOD or LOQ is shown as such too. */
    below: belowLimitSchema.nullable().default(null),
    /** Limit of detection (LOD) in `unit`, when known (a linked standard's wins). */
    lod: z.number().min(0).max(1e9).nullable().default(null),
    /** Limit of quantification (LOQ) in `unit`, when known (a linked standard's wins). */
    loq: z.number().min(0).max(1e9).nullable().default(null),
    /** Expanded uncertainty U (k = 2) in `unit`, printed as "± U". */
    uncertainty: z.number().min(0).max(1e9).nullable().default(null),
    /** LOD, LOQ and U as typed ("0.010"): kept and printed with their digits; win over the numbers. */
    lod_entered: typedLimitSchema,
    loq_entered: typedLimitSchema,
    uncertainty_entered: typedLimitSchema,
    /** The decision rule of an ad-hoc item (a linked standard's wins). */
    decision_rule: decisionRuleSchema.default('simple'),
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
    if ((it.not_detected || it.below !== null) && (it.result !== null || it.result_entered !== null)) {
      ctx.addIssue({ code: 'custom', path: ['result'], message: 'result.notDetectedWithResult' });
    }
    const lod = typedValue(it.lod_entered, it.lod);
    const loq = typedValue(it.loq_entered, it.loq);
    if (lod !== null && loq !== null && lod > loq) {
      ctx.addIssue({ code: 'custom', path: ['lod'], message: 'result.lodAboveLoq' });
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
  /** The limit as printed, e.g. "≤5.0", "≥15.0"; kept as entered for items before 0014. */
  limit_text: z.string(),
  /** Where the limit comes from (the standard's source), '' for an ad-hoc item. */
  source: z.string(),
  result: z.number().nullable(),
  /** The result as entered ("11.0"); null when none was entered or it is below LOD / LOQ. */
  result_entered: z.string().nullable(),
  not_detected: z.boolean(),
  /** Below which limit the result lies (entered so, or a number under it); null: quantified. */
  below: belowLimitSchema.nullable(),
  lod: z.number().nullable(),
  loq: z.number().nullable(),
  /** Expanded uncertainty U (k = 2), null when not stated. */
  uncertainty: z.number().nullable(),
  /** LOD, LOQ and U as typed ("0.010"); null: printed as the number's shortest form. */
  lod_entered: z.string().nullable(),
  loq_entered: z.string().nullable(),
  uncertainty_entered: z.string().nullable(),
  decision_rule: decisionRuleSchema,
  /** e.g. "0.42", "11.0 ± 0.3", "未检出（< 0.01，定量限）". */
  result_text: z.string(),
  verdict: itemVerdictSchema,
  /**
   * The validated method the item was judged with (lab-method.ts), when its standard has one at
   * the time the report is saved; its range is kept with the item (a snapshot, like the limits).
   */
  method_id: z.number().int().nullable().optional(),
  /** The coverage factor k when U was derived from the method's budget; null: U typed (or none). */
  uncertainty_k: z.string().nullable().optional(),
  range_low: z.string().nullable().optional(),
  range_high: z.string().nullable().optional(),
  /** The quantified result lies outside the method's validated range. */
  out_of_range: z.boolean().optional(),
});
export type ReportResultItem = z.infer<typeof reportResultItemOutSchema>;

/** `GET /api/reports/standards?sample_id=`: the standards a sample's results are judged against. */
export const applicableStandardsQuerySchema = z.object({ sample_id: idTextSchema }).strict();
export const applicableStandardsSchema = z.object({
  sample_kind: z.enum(['matter', 'product']),
  matter_id: z.number().int().nullable(),
  product_type: z.string().nullable(),
  /** The processed form of a matter sample ('' the crude drug): `list` holds that form's limits. */
  form: z.string().default(''),
  list: z.array(standardSchema),
});
export type ApplicableStandards = z.infer<typeof applicableStandardsSchema>;

/** What an item's verdict needs; the newer fields may be absent (simple, quantified, no U). */
export interface JudgedItem {
  lower: number | null;
  upper: number | null;
  result: number | null;
  not_detected: boolean;
  lod: number | null;
  loq?: number | null;
  below?: BelowLimit | null;
  uncertainty?: number | null;
  decision_rule?: DecisionRule;
}

/**
 * Below which limit a result lies: as entered, else a number under LOD or LOQ, else a legacy
 * "not detected" (below LOD); null when the result is quantified or absent.
 */
export function belowOf(it: Pick<JudgedItem, 'result' | 'not_detected' | 'lod' | 'loq' | 'below'>): BelowLimit | null {
  if (it.below) return it.below;
  if (it.result !== null) {
    if (it.lod != null && it.result < it.lod) return 'lod';
    if (it.loq != null && it.result < it.loq) return 'loq';
    return null;
  }
  return it.not_detected ? 'lod' : null;
}

/**
 * An item's verdict. At the limit is within it (不得过 5 → 5 passes; 不得少于 15 → 15 passes).
 * Below LOD / LOQ passes an upper limit when that LOD / LOQ is at most the limit (unknown: the
 * legacy rule, pass), else none (the method cannot show conformity), and fails a lower limit.
 * Quantified results follow the item's decision rule (DECISION_RULES). No limit, or no result: none.
 */
export function itemVerdict(it: JudgedItem): ItemVerdict {
  if (it.lower === null && it.upper === null) return 'none';
  const below = belowOf({ ...it, loq: it.loq ?? null, below: it.below ?? null });
  if (below) {
    if (it.lower !== null) return 'fail';
    const bound = below === 'loq' ? (it.loq ?? null) : it.lod;
    if (bound !== null && it.upper !== null && bound > it.upper) return 'none';
    return 'pass';
  }
  if (it.result === null) return 'none';
  const u = it.decision_rule === 'guarded' ? (it.uncertainty ?? 0) : 0;
  const v = it.result;
  if (it.upper !== null && v - u > it.upper) return 'fail';
  if (it.lower !== null && v + u < it.lower) return 'fail';
  if (it.upper !== null && v + u > it.upper) return 'inconclusive';
  if (it.lower !== null && v - u < it.lower) return 'inconclusive';
  return 'pass';
}

export function reportVerdict(verdicts: readonly ItemVerdict[]): ReportVerdict {
  if (verdicts.includes('fail')) return 'fail';
  if (verdicts.includes('inconclusive')) return 'inconclusive';
  if (verdicts.includes('pass')) return 'pass';
  return 'none';
}

/** A number as printed when no entered text is kept (shortest form: no digits invented). */
const plain = (v: number) => String(v);

/**
 * The result as printed: as entered ("11.0"), with "± U" when stated; below LOD / LOQ as
 * 未检出 / ND with the limit ("未检出（< 0.01，定量限）", "ND (< 0.01, LOQ)").
 */
export function resultText(
  it: {
    result: number | null;
    not_detected: boolean;
    lod: number | null;
    loq?: number | null;
    below?: BelowLimit | null;
    result_entered?: string | null;
    uncertainty?: number | null;
    lod_entered?: string | null;
    loq_entered?: string | null;
    uncertainty_entered?: string | null;
    /** Set when U was derived from a validated method: printed with the unit and k. */
    uncertainty_k?: string | null;
    unit?: string;
  },
  lang: 'zh-CN' | 'en-US' = 'zh-CN',
): string {
  const zh = lang === 'zh-CN';
  const below = belowOf({ ...it, loq: it.loq ?? null, below: it.below ?? null });
  if (below) {
    const nd = zh ? '未检出' : 'ND';
    const bound = below === 'loq' ? typedText(it.loq_entered, it.loq ?? null) : typedText(it.lod_entered, it.lod);
    if (bound === '') return nd;
    const name = below === 'loq' ? (zh ? '定量限' : 'LOQ') : zh ? '检出限' : 'LOD';
    return zh ? `${nd}（< ${bound}，${name}）` : `${nd} (< ${bound}, ${name})`;
  }
  const value = it.result_entered ?? (it.result === null ? '' : plain(it.result));
  if (!value) return '';
  if (it.uncertainty == null) return value;
  const u = typedText(it.uncertainty_entered, it.uncertainty);
  if (!it.uncertainty_k) return `${value} ± ${u}`;
  return `${value} ± ${u}${it.unit ? ` ${it.unit}` : ''} (k = ${it.uncertainty_k})`;
}

/**
 * A stored item's result as every reader shows it — the report document (page and PDF) and the
 * history of changed results: a measured result (entered, a number, or below LOD / LOQ) printed
 * by resultText in `lang`; an item from before results were measured, its text as reported.
 */
export function itemResultText(
  it: Parameters<typeof resultText>[0] & { result_text: string },
  lang: 'zh-CN' | 'en-US' = 'zh-CN',
): string {
  const measured =
    (it.result_entered ?? null) !== null || it.result !== null || it.not_detected || (it.below ?? null) !== null;
  return measured ? resultText(it, lang) : it.result_text;
}

export { limitText };
