import { z } from 'zod';
import { idListTextSchema, listQuerySchema } from '../paging';
import { lineSchema, longTextSchema } from '../text';
import { optionalParam } from './common';

/**
 * A validated method: per standard (one analyte of a matter or product type), what its
 * validation showed — the range it was validated over, LOD and LOQ, recovery, repeatability and
 * reproducibility, and its uncertainty budget. Every value is kept as typed ("0.050"), like
 * results; its number is what is compared and computed.
 *
 * A result of a report item judged against the standard is flagged when it lies outside the
 * validated range, and its expanded uncertainty is derived from the budget:
 * U = k × u_c,rel × value, where u_c,rel is the root sum of squares of the components' relative
 * standard uncertainties.
 */

/** A non-negative decimal as typed, digits kept. */
const decimal = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,8})(\.\d{1,8})?$/, 'result.decimal');

/** One source of uncertainty and its relative standard uncertainty, in percent ("1.2" = 1.2 %). */
export const methodComponentSchema = z
  .object({
    name: lineSchema(100).min(1),
    u_rel: decimal,
  })
  .strict();
export type MethodComponent = z.infer<typeof methodComponentSchema>;

export const METHOD_K_DEFAULT = '2';

const n = (s: string | null | undefined) => (s == null || s === '' ? null : Number(s));

export const labMethodBodySchema = z
  .object({
    /** The standard (analyte of a matter or product type) the method measures; one method per standard. */
    standard_id: z.number().int().positive(),
    /** How the lab names the method, e.g. "SOP-ICP-012, ICP-MS after microwave digestion". */
    name: lineSchema(200).min(1),
    /** Validated range, in `unit` (the standard's unit). */
    range_low: decimal,
    range_high: decimal,
    unit: lineSchema(20).min(1),
    lod: decimal.nullable().default(null),
    loq: decimal.nullable().default(null),
    /** Acceptable recovery, percent. */
    recovery_min: decimal,
    recovery_max: decimal,
    /** Relative standard deviations, percent. */
    repeatability_rsd: decimal,
    reproducibility_rsd: decimal,
    components: z.array(methodComponentSchema).min(1).max(20),
    /** Coverage factor of the expanded uncertainty. */
    coverage_k: decimal.default(METHOD_K_DEFAULT),
    note: longTextSchema(1000).default(''),
  })
  .strict()
  .superRefine((m, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const low = n(m.range_low)!;
    const high = n(m.range_high)!;
    if (low >= high) issue('range_high', 'method.rangeOrder');
    const lod = n(m.lod);
    const loq = n(m.loq);
    if (lod !== null && loq !== null && lod > loq) issue('lod', 'method.lodAboveLoq');
    if (loq !== null && loq > low) issue('range_low', 'method.loqAboveRange');
    if (n(m.recovery_min)! >= n(m.recovery_max)!) issue('recovery_max', 'method.recoveryOrder');
    if (n(m.recovery_max)! > 1000) issue('recovery_max', 'method.percentTooLarge');
    for (const key of ['repeatability_rsd', 'reproducibility_rsd'] as const) {
      if (n(m[key])! > 100) issue(key, 'method.percentTooLarge');
    }
    m.components.forEach((c, i) => {
      const u = Number(c.u_rel);
      if (!(u > 0) || u > 100) {
        ctx.addIssue({ code: 'custom', path: ['components', i, 'u_rel'], message: 'method.componentRange' });
      }
    });
    const k = n(m.coverage_k)!;
    if (k < 1 || k > 10) issue('coverage_k', 'method.coverage');
  });
export type LabMethodBody = z.input<typeof labMethodBodySchema>;
export type LabMethodInput = z.output<typeof labMethodBodySchema>;

export const labMethodSchema = z.object({
  id: z.number().int(),
  standard_id: z.number().int(),
  /** The standard's item (the analyte), its unit and whose limit it is (matter or product type). */
  analyte: z.string(),
  standard_unit: z.string(),
  standard_label: z.string(),
  name: z.string(),
  range_low: z.string(),
  range_high: z.string(),
  unit: z.string(),
  lod: z.string().nullable(),
  loq: z.string().nullable(),
  recovery_min: z.string(),
  recovery_max: z.string(),
  repeatability_rsd: z.string(),
  reproducibility_rsd: z.string(),
  components: z.array(methodComponentSchema),
  coverage_k: z.string(),
  /** u_c,rel in percent, the root sum of squares of the components (computed, not stored). */
  combined_rel: z.number(),
  /** u_c,rel as shown: three significant figures ("1.37"). */
  combined_rel_text: z.string(),
  note: z.string(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  updated_by_name: z.string(),
});
export type LabMethod = z.infer<typeof labMethodSchema>;

export const labMethodListQuerySchema = listQuerySchema
  .extend({
    q: optionalParam(lineSchema(100)),
    /** `standard_ids=1,2`: the methods of these standards (a report form asks for its items'). */
    standard_ids: optionalParam(idListTextSchema(200)),
  })
  .strict();
export type LabMethodListQuery = z.infer<typeof labMethodListQuerySchema>;

/** A number shown with `digits` significant figures, no exponent ("0.0013", "1.37", "12"). */
export function significant(v: number, digits: number): string {
  if (!Number.isFinite(v) || v === 0) return '0';
  let exp = Math.floor(Math.log10(Math.abs(v)));
  let decimals = Math.max(0, digits - 1 - exp);
  const rounded = Math.round(v * 10 ** decimals) / 10 ** decimals;
  // 0.0995 rounds to 0.100: one digit fewer after the point keeps the figures asked for.
  if (Math.floor(Math.log10(Math.abs(rounded))) > exp) {
    exp += 1;
    decimals = Math.max(0, digits - 1 - exp);
  }
  return rounded.toFixed(decimals);
}

/** u_c,rel (percent): the root sum of squares of the components' relative standard uncertainties. */
export function combinedRelative(components: readonly { u_rel: string | number }[]): number {
  return Math.sqrt(
    components.reduce((sum, c) => {
      const u = Number(c.u_rel);
      return Number.isFinite(u) ? sum + u * u : sum;
    }, 0),
  );
}

/**
 * The expanded uncertainty of a value from a method's budget, U = k × u_c,rel × value, as printed
 * with two significant figures (GUM 7.2.6); null when it cannot be derived (no value, no budget).
 */
export function derivedUncertainty(
  value: number | null,
  method: { components: readonly { u_rel: string | number }[]; coverage_k: string },
): { value: number; text: string; k: string } | null {
  if (value === null || !Number.isFinite(value)) return null;
  const rel = combinedRelative(method.components);
  const k = Number(method.coverage_k);
  if (!(rel > 0) || !(k > 0)) return null;
  const u = (k * rel * value) / 100;
  const text = significant(u, 2);
  return { value: Number(text), text, k: method.coverage_k };
}

/** A quantified result outside the validated range [low, high] (at an end is inside). */
export function outsideValidatedRange(
  value: number | null,
  range: { range_low: string | null; range_high: string | null } | null,
): boolean {
  if (value === null || !range || range.range_low === null || range.range_high === null) return false;
  return value < Number(range.range_low) || value > Number(range.range_high);
}
