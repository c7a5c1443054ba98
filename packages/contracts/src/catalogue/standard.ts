import { z } from 'zod';
import { idTextSchema } from '../paging';
import { lineSchema, longTextSchema } from '../text';
import { optionalParam } from './common';
import { PRODUCT_TYPE_KEYS, TEST_CATEGORY_KEYS } from './options';
import { turnaroundDaysSchema } from './worksheets';

/**
 * A limit a tested item is judged against: per matter (a medicinal material's monograph) or per
 * product type (a food standard such as GB 2762-2022). Every row names where it was read
 * (`source`): a limit nobody can cite is not kept, and an empty limit beats a guessed one.
 */

/** What the limit applies to: one matter, or every product of one product type. */
export const STANDARD_SCOPES = ['matter', 'product_type'] as const;
export const standardScopeSchema = z.enum(STANDARD_SCOPES);
export type StandardScope = z.infer<typeof standardScopeSchema>;

/**
 * Units the limits are written in (a result is entered in its standard's unit). '%（ml/g）' is
 * the Pharmacopoeia's volatile-oil unit as printed: ml of oil per 100 g.
 */
export const STANDARD_UNITS = [
  '%',
  'mg/kg',
  'μg/kg',
  'g/kg',
  'mg/L',
  'g/100g',
  '%（ml/g）',
  'ml/g',
  'CFU/g',
  'MPN/g',
] as const;
export const standardUnitSchema = z.enum(STANDARD_UNITS);

/** chp: 中华人民共和国药典; gb: a national food-safety standard; other: anything else cited. */
export const STANDARD_SOURCE_KINDS = ['chp', 'gb', 'other'] as const;
export const standardSourceKindSchema = z.enum(STANDARD_SOURCE_KINDS);

/**
 * How a result is compared with its limit (ISO/IEC 17025 7.8.6), stated per standard and
 * printed on the report. simple: the measured value against the limit (at the limit passes).
 * guarded: with the expanded uncertainty U: pass only if value + U ≤ upper (value − U ≥ lower),
 * fail if value − U > upper (value + U < lower), otherwise inconclusive. No U: judged as simple.
 */
export const DECISION_RULES = ['simple', 'guarded'] as const;
export const decisionRuleSchema = z.enum(DECISION_RULES);
export type DecisionRule = z.infer<typeof decisionRuleSchema>;

/** A limit: a number ≥ 0, or null for "no limit on that side". */
const limitSchema = z.number().min(0).max(1e9).nullable().default(null);

/**
 * An LOD, LOQ or uncertainty as typed, digits kept ("0.010"); when sent it wins over the number
 * beside it (which becomes its value). null: the number as sent.
 */
export const typedLimitSchema = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,8})(\.\d{1,8})?$/, 'result.decimal')
  .nullable()
  .default(null);

/** The number of a limit: its typed text when there is one, else the number sent. */
export const typedValue = (entered: string | null | undefined, value: number | null | undefined): number | null =>
  entered != null && entered !== '' ? Number(entered) : (value ?? null);

/** A limit as printed: the typed text, else the number's shortest form. */
export const typedText = (entered: string | null | undefined, value: number | null | undefined): string =>
  entered != null && entered !== '' ? entered : value == null ? '' : String(value);

const standardFieldsObject = z.object({
  scope: standardScopeSchema,
  /** Set exactly when scope is 'matter'. */
  matter_id: z.number().int().positive().nullable().default(null),
  /** Set exactly when scope is 'product_type' (a PRODUCT_TYPES key). */
  product_type: z.enum(PRODUCT_TYPE_KEYS).nullable().default(null),
  /** e.g. 水分, 总灰分, 铅 (Pb), 二氧化硫残留量, 黄曲霉毒素B1, 浸出物. Items are matched by this name. */
  item: lineSchema(100).min(1),
  category: z.enum(TEST_CATEGORY_KEYS).default('other'),
  /**
   * The processed form the limit applies to: '' the crude drug (药材), else 饮片 or a named
   * slice (山药片); a matter sample is judged against the limits of its form. Absent on an
   * update: kept as it is.
   */
  form: lineSchema(50).optional(),
  /** e.g. ChP 2020 通则 0832 第二法; GB 5009.12-2017. */
  method: lineSchema(200).default(''),
  unit: standardUnitSchema,
  /** 不得少于 (≥): e.g. 浸出物. */
  lower: limitSchema,
  /** 不得过 (≤): e.g. 水分, 铅. */
  upper: limitSchema,
  /** Digits after the decimal point as the source prints the limit (0.50 → 2): JSON numbers drop them. */
  decimals: z.number().int().min(0).max(4).default(0),
  /** Limit of detection of the item's method, in `unit` (a result below it is 未检出). */
  lod: limitSchema,
  /** Limit of quantification of the item's method, in `unit`. */
  loq: limitSchema,
  /** LOD and LOQ as typed ("0.010"): kept and shown with their digits. */
  lod_entered: typedLimitSchema,
  loq_entered: typedLimitSchema,
  /** How results are judged against this limit (report-results.ts DECISION_RULES). */
  decision_rule: decisionRuleSchema.default('simple'),
  /**
   * Days from a sample's receipt to the due date of this item on a worksheet (1–365; 7 by
   * default). Absent on an update: kept as it is. Planned items keep the target they got.
   */
  turnaround_days: turnaroundDaysSchema.optional(),
  /** Citable text: e.g. 中华人民共和国药典 2020年版 一部 枸杞子【检查】; GB 2762-2022 表1. */
  source: lineSchema(300).min(1),
  source_kind: standardSourceKindSchema.default('other'),
  note: longTextSchema(1000).default(''),
});

/** Cross-field rules, with the field each one names. */
function checkStandard(
  s: {
    scope?: StandardScope;
    matter_id?: number | null;
    product_type?: string | null;
    lower?: number | null;
    upper?: number | null;
    lod?: number | null;
    loq?: number | null;
    lod_entered?: string | null;
    loq_entered?: string | null;
  },
  ctx: z.RefinementCtx,
) {
  if (s.scope === 'matter' && !s.matter_id) {
    ctx.addIssue({ code: 'custom', path: ['matter_id'], message: 'standard.matterRequired' });
  }
  if (s.scope === 'matter' && s.product_type) {
    ctx.addIssue({ code: 'custom', path: ['product_type'], message: 'standard.scopeMismatch' });
  }
  if (s.scope === 'product_type' && !s.product_type) {
    ctx.addIssue({ code: 'custom', path: ['product_type'], message: 'standard.productTypeRequired' });
  }
  if (s.scope === 'product_type' && s.matter_id) {
    ctx.addIssue({ code: 'custom', path: ['matter_id'], message: 'standard.scopeMismatch' });
  }
  if (s.lower != null && s.upper != null && s.lower > s.upper) {
    ctx.addIssue({ code: 'custom', path: ['lower'], message: 'standard.lowerAboveUpper' });
  }
  const lod = typedValue(s.lod_entered, s.lod);
  const loq = typedValue(s.loq_entered, s.loq);
  if (lod !== null && loq !== null && lod > loq) {
    ctx.addIssue({ code: 'custom', path: ['lod'], message: 'result.lodAboveLoq' });
  }
}

export const standardCreateSchema = standardFieldsObject.strict().superRefine(checkStandard);
export type StandardCreate = z.input<typeof standardCreateSchema>;
/**
 * A full replacement of the editable fields (PUT): the cross-field rules need the whole row,
 * so an edit sends all of it (the form does).
 */
export const standardUpdateSchema = standardCreateSchema;
export type StandardUpdate = StandardCreate;

export const standardSchema = z.object({
  id: z.number().int(),
  scope: standardScopeSchema,
  matter_id: z.number().int().nullable(),
  /** Name and number of the matter (empty for product-type rows). */
  matter_name: z.string(),
  material_num: z.string(),
  product_type: z.string().nullable(),
  item: z.string(),
  category: z.string(),
  /** '' the crude drug, else the processed form (饮片, 山药片 …). */
  form: z.string(),
  method: z.string(),
  unit: z.string(),
  lower: z.number().nullable(),
  upper: z.number().nullable(),
  decimals: z.number().int(),
  lod: z.number().nullable(),
  loq: z.number().nullable(),
  /** As typed ("0.010"); null: shown as the number's shortest form. */
  lod_entered: z.string().nullable(),
  loq_entered: z.string().nullable(),
  decision_rule: decisionRuleSchema,
  /** Turnaround target in days (worksheets.ts). */
  turnaround_days: z.number().int(),
  source: z.string(),
  source_kind: standardSourceKindSchema,
  note: z.string(),
  /** Loaded by the reference-data seed step (a curator may have edited it since). */
  seeded: z.boolean(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  updated_by: z.number().int().nullable(),
});
export type Standard = z.infer<typeof standardSchema>;

/** `GET /api/standards?matter_id=&product_type=&item=&q=` (all rows matching, paged). */
export const standardListQuerySchema = z
  .object({
    current: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(500).default(50),
    scope: optionalParam(standardScopeSchema),
    matter_id: optionalParam(idTextSchema),
    product_type: optionalParam(z.enum(PRODUCT_TYPE_KEYS)),
    /** Exact item name. */
    item: optionalParam(lineSchema(100)),
    /** Words in item, method or source. */
    q: optionalParam(lineSchema(100)),
  })
  .strict();
export type StandardListQuery = z.infer<typeof standardListQuerySchema>;

/**
 * The key items are matched by: no spaces, no bracketed element symbol, case-folded
 * ("铅 (Pb)" and "铅" match; "黄曲霉毒素 B1" and "黄曲霉毒素B1" match).
 */
export function standardItemKey(item: string): string {
  return item
    .normalize('NFKC')
    .replace(/[(（][A-Za-z0-9 ]*[)）]/g, '')
    .replace(/\s+/g, '')
    .toLowerCase();
}

/**
 * The limits a sample of a processed form is judged against: those of its form, and for an
 * item its form has none of, the crude drug's (the monograph's 饮片 text says 同药材 for what it
 * does not restate). A crude-drug sample ('') gets the crude drug's limits only.
 */
export function standardsForForm<S extends { item: string; form?: string }>(list: S[], form: string): S[] {
  const own = list.filter((s) => (s.form ?? '') === form);
  if (form === '') return own;
  const covered = new Set(own.map((s) => standardItemKey(s.item)));
  return list.filter((s) => own.includes(s) || ((s.form ?? '') === '' && !covered.has(standardItemKey(s.item))));
}

/**
 * A limit as the source prints it: lower only → "≥15.0", upper only → "≤5.0", both →
 * "1.0–5.0", none → "". Never rounds (see formatLimit in monograph.ts).
 */
export function limitText(lower: number | null, upper: number | null, decimals?: number | null, unit = ''): string {
  const f = (v: number) => {
    const natural = (String(v).split('.')[1] ?? '').length;
    return v.toFixed(Math.min(20, Math.max(decimals ?? 0, natural)));
  };
  const u = unit ? ` ${unit}` : '';
  if (lower !== null && upper !== null) return `${f(lower)}–${f(upper)}${u}`;
  if (lower !== null) return `≥${f(lower)}${u}`;
  if (upper !== null) return `≤${f(upper)}${u}`;
  return '';
}
