import { z } from 'zod';
import { lineSchema, longTextSchema } from '../text';
import { MONOGRAPH_TEST_ITEMS } from './monograph-wording';

export {
  CHP_DOCUMENT,
  CHP_EDITIONS,
  CHP_EDITION_IN_FORCE,
  CHP_PESTICIDE_RULE_NUM,
  citationStanding,
  sourceEdition,
  MONOGRAPH_TEST_ITEMS,
  TEST_ITEM_CHAPTERS,
  monographTestMethod,
  monographTestNote,
  formatLimit,
  familyLatin,
  type MonographTestItem,
} from './monograph-wording';

/**
 * What a pharmacopoeia monograph (or, where none exists, a named secondary standard)
 * establishes for a matter. Every value carries the citation it was taken from: a fact shown
 * as reference carries its source, and a field left out beats a guessed one.
 */

/** Where a value was read: e.g. 中华人民共和国药典 · 2020年版 一部 · 枸杞子 【用法与用量】. */
export const monographCitationSchema = z
  .object({
    document: lineSchema(200).min(1),
    edition: lineSchema(100).default(''),
    section: lineSchema(200).min(1),
    /** true for a standard other than the national pharmacopoeia (provincial standard, textbook). */
    secondary: z.boolean().default(false),
  })
  .strict();
export type MonographCitation = z.infer<typeof monographCitationSchema>;

const cited = { citation: monographCitationSchema };

/** A processed form as the monograph names it (饮片, 山药片 …); '' is the crude drug. */
export const monographFormSchema = lineSchema(50);

/** Assay methods as the pharmacopoeia names them (通则). */
export const ASSAY_METHODS = ['HPLC', 'GC', 'UV-Vis', 'TLC-scan', 'titration', 'volatile-oil', 'other'] as const;
export const assayMethodSchema = z.enum(ASSAY_METHODS);

/** min: 不得少于; max: 不得过; range: value…value_max. */
export const limitTypeSchema = z.enum(['min', 'max', 'range']);

/** 含量测定: a marker (or sum of markers) and its limit. */
export const monographAssaySchema = z
  .object({
    marker: lineSchema(200).min(1),
    limit_type: limitTypeSchema,
    value: z.number().nonnegative(),
    value_max: z.number().nonnegative().nullable().default(null),
    /** Digits after the decimal point as the monograph prints the limit (不得少于0.50% → 2): JSON numbers drop them. */
    decimals: z.number().int().min(0).max(4).default(0),
    /** '%' (mass), '%（ml/g）' (volatile oil, ml per 100 g, as printed), 'mg/kg' … */
    unit: lineSchema(20).min(1),
    /** 'dried': 按干燥品计算; '': no basis stated, or not recorded. */
    basis: z.enum(['dried', '']).default(''),
    /** null: the method was not recorded (not guessed). */
    method: assayMethodSchema.nullable().default(null),
    /** e.g. which processed form or species the limit applies to, or "以葡萄糖计". */
    note: lineSchema(200).default(''),
    /**
     * The form the limit applies to: absent (or '') for the crude drug (药材, the monograph's
     * main text), '饮片' for its 饮片 section, or the named slice (山药片, 酒萸肉 …). Absent rather
     * than defaulted, so facts recorded before it keep their content (and their review).
     */
    form: monographFormSchema.optional(),
    ...cited,
  })
  .strict();
export type MonographAssay = z.infer<typeof monographAssaySchema>;

export const monographTestItemSchema = z.enum(MONOGRAPH_TEST_ITEMS);

export const monographTestSchema = z
  .object({
    item: monographTestItemSchema,
    limit_type: limitTypeSchema,
    value: z.number().nonnegative(),
    /** Digits after the decimal point as the monograph prints the limit (不得少于0.50% → 2): JSON numbers drop them. */
    decimals: z.number().int().min(0).max(4).default(0),
    unit: lineSchema(20).min(1),
    /** e.g. 水溶性浸出物 冷浸法; 每1000g含. */
    method: lineSchema(200).default(''),
    note: lineSchema(200).default(''),
    /**
     * The form the limit applies to: absent (or '') for the crude drug (药材, the monograph's
     * main text), '饮片' for its 饮片 section, or the named slice (山药片, 酒萸肉 …). Absent rather
     * than defaulted, so facts recorded before it keep their content (and their review).
     */
    form: monographFormSchema.optional(),
    ...cited,
  })
  .strict();
export type MonographTest = z.infer<typeof monographTestSchema>;

/**
 * 主要成分. The pharmacopoeia lists no constituents as such: only its assay markers are
 * recorded here (kind 'assay-marker'); a textbook source would be kind 'textbook'.
 */
export const monographConstituentSchema = z
  .object({
    name: lineSchema(200).min(1),
    kind: z.enum(['assay-marker', 'textbook']),
    ...cited,
  })
  .strict();

export const monographTextSchema = z.object({ text: longTextSchema(1000).min(1), ...cited }).strict();
export const monographFormsSchema = z
  .object({ forms: z.array(lineSchema(50).min(1)).min(1).max(20), ...cited })
  .strict();

export const monographSchema = z
  .object({
    /** 用法与用量. */
    usage_dosage: monographTextSchema.nullable().default(null),
    /** 炮制: the processed forms (饮片) the monograph names. */
    processing: monographFormsSchema.nullable().default(null),
    /** 贮藏. */
    storage: monographTextSchema.nullable().default(null),
    assays: z.array(monographAssaySchema).max(30).default([]),
    tests: z.array(monographTestSchema).max(40).default([]),
    constituents: z.array(monographConstituentSchema).max(50).default([]),
  })
  .strict();
export type Monograph = z.infer<typeof monographSchema>;
export type MonographInput = z.input<typeof monographSchema>;
