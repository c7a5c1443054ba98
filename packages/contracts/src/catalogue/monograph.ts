import { z } from 'zod';
import { lineSchema, longTextSchema } from '../text';

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

/** The national pharmacopoeia as citations name it, its editions, and the one in force. */
export const CHP_DOCUMENT = '中华人民共和国药典';
export const CHP_EDITIONS = {
  '2020年版 一部': { year: 2020, inForceFrom: '2020-12-30' },
  '2025年版 一部': { year: 2025, inForceFrom: '2025-10-01' },
} as const;
export const CHP_EDITION_IN_FORCE = '2025年版 一部';

/**
 * The general rule on banned pesticides (通则0212, ChP 2020 vol. IV): recorded once as a
 * standard (regulation record with this number) and linked to every plant substance it covers.
 */
export const CHP_PESTICIDE_RULE_NUM = '中国药典2020年版四部 通则0212';

/**
 * How a citation stands against the edition in force: 'in-force' (cites it), 'superseded' (an
 * earlier pharmacopoeia edition, not yet checked against the one in force), 'other' (another
 * document, whose own edition the citation gives).
 */
export function citationStanding(
  c: Pick<MonographCitation, 'document' | 'edition'>,
): 'in-force' | 'superseded' | 'other' {
  if (c.document !== CHP_DOCUMENT) return 'other';
  return c.edition === CHP_EDITION_IN_FORCE ? 'in-force' : 'superseded';
}

/**
 * The pharmacopoeia edition a limit's source cites ("中华人民共和国药典 2020年版 一部 枸杞子【检查】"
 * → 2020年版 一部) and how it stands against the edition in force; null for another document or
 * a source naming no edition.
 */
export function sourceEdition(source: string): { edition: string; year: number; superseded: boolean } | null {
  const s = source.trim().replace(/^《?中华人民共和国药典》?/, (m) => (m ? `${CHP_DOCUMENT} ` : m));
  if (!s.startsWith(CHP_DOCUMENT)) return null;
  const m = /(\d{4})年版(?:\s*([一二三四])部)?/.exec(s);
  if (!m) return null;
  const year = Number(m[1]);
  const inForce = CHP_EDITIONS[CHP_EDITION_IN_FORCE].year;
  return { edition: `${m[1]}年版${m[2] ? ` ${m[2]}部` : ''}`, year, superseded: year < inForce };
}

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

/** 检查 and 浸出物 items. */
export const MONOGRAPH_TEST_ITEMS = [
  '杂质',
  '水分',
  '总灰分',
  '酸不溶性灰分',
  '浸出物',
  '二氧化硫残留量',
  '铅',
  '镉',
  '砷',
  '汞',
  '铜',
  '黄曲霉毒素B1',
  '黄曲霉毒素总量',
  '玉米赤霉烯酮',
] as const;
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
 * The general chapter (ChP 2020 vol. IV, 通则) of each test item's method. The monograph names
 * the chapter by its test; which 法 of a chapter applies is left to the monograph text (not
 * recorded here, so not guessed).
 */
export const TEST_ITEM_CHAPTERS: Record<MonographTest['item'], string> = {
  杂质: '通则 2301',
  水分: '通则 0832',
  总灰分: '通则 2302',
  酸不溶性灰分: '通则 2302',
  浸出物: '通则 2201',
  二氧化硫残留量: '通则 2331',
  铅: '通则 2321',
  镉: '通则 2321',
  砷: '通则 2321',
  汞: '通则 2321',
  铜: '通则 2321',
  黄曲霉毒素B1: '通则 2351',
  黄曲霉毒素总量: '通则 2351',
  玉米赤霉烯酮: '通则 2351',
};

/**
 * A test limit's method as every page, export and seeded standard states it (one
 * source of truth): the general chapter (of the 2020 edition), then the monograph's own wording of
 * the method ("ChP 2020 通则 0832"; "ChP 2020 通则 2201 水溶性浸出物 冷浸法"). A "每1000g含 …"
 * text is the basis of the limit, not a method: it is left to the note.
 */
export function monographTestMethod(test: Pick<MonographTest, 'item' | 'method'>): string {
  const basis = /^每/.test(test.method) ? '' : test.method;
  // The chapter numbers are those of the 2020 edition, whatever edition the limit is cited from.
  return ['ChP 2020', TEST_ITEM_CHAPTERS[test.item], basis].filter(Boolean).join(' ');
}

/** A test limit's note as every page and seeded standard states it: the note, then a "每1000g含 …" basis. */
export function monographTestNote(test: Pick<MonographTest, 'method' | 'note'>): string {
  return [test.note, /^每/.test(test.method) ? test.method : ''].filter(Boolean).join('；');
}

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

/**
 * A limit as the monograph prints it: 0.5 with 2 decimals → "0.50". Never rounds: a value with
 * more digits than `decimals` (or none recorded) keeps them all.
 */
export function formatLimit(value: number, decimals?: number | null): string {
  const natural = (String(value).split('.')[1] ?? '').length;
  return value.toFixed(Math.min(20, Math.max(decimals ?? 0, natural)));
}

/**
 * The Latin part of a family as the catalogue writes it ("茄科 Solanaceae" → "Solanaceae";
 * "海带科 Laminariaceae; 翅藻科 Alariaceae" → "Laminariaceae; Alariaceae"); '' if none.
 */
export function familyLatin(family: string): string {
  return (family.match(/\b[A-Z][a-z]+ae\b/g) ?? []).join('; ');
}
