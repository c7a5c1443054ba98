import { z } from 'zod';
import { optionalParam } from './common';
import { decisionRuleSchema } from './standard';

/**
 * A testing report as it is issued: what the PDF (`GET /api/reports/:id/pdf`) prints
 * and the report page (`#/report/:id`, from `GET /api/reports/:id/document`) shows — the same
 * data, so the page and the paper never disagree. Built on the server from the report, its
 * sample and the sample's lifecycle; read-only.
 */

export const REPORT_DOCUMENT_LANGS = ['zh-CN', 'en-US'] as const;
export type ReportDocumentLang = (typeof REPORT_DOCUMENT_LANGS)[number];

/** `?lang=` of the PDF and the document; absent: the request's Accept-Language. */
export const reportDocumentQuerySchema = z.object({ lang: optionalParam(z.enum(REPORT_DOCUMENT_LANGS)) }).strict();
export type ReportDocumentQuery = z.infer<typeof reportDocumentQuerySchema>;

export const documentVerdictSchema = z.enum(['pass', 'fail', 'none', 'inconclusive']);

export const reportDocumentItemSchema = z.object({
  item: z.string(),
  /**
   * In an English document, the item's name from the glossary of terms (english-terms.ts:
   * 铅 (Pb) → Lead (Pb)), shown as a translation; null in Chinese or when the name has none.
   */
  item_en: z.string().nullable(),
  category: z.string(),
  method: z.string(),
  /**
   * In an English document, a method written in Chinese rendered word by word from the glossary
   * ("ChP 2020 通则 0832" → "ChP 2020 General Chapter 0832"), shown as a translation; null in
   * Chinese, for a method with no Chinese (GB 5009.12-2017) or one with a word outside the glossary.
   */
  method_en: z.string().nullable(),
  unit: z.string(),
  /** The limit as printed (≤5.0, ≥15.0), '' when the item has none. */
  limit_text: z.string(),
  /** Where the limit comes from (a Pharmacopoeia monograph, a GB standard), '' when ad hoc. */
  source: z.string(),
  /**
   * The pharmacopoeia edition the limit was judged against, in the document's language
   * ("《中华人民共和国药典》2020年版 一部" / "Chinese Pharmacopoeia, 2020 edition, volume I"); '' for
   * another document (its source names it) or an ad-hoc limit.
   */
  edition: z.string(),
  /** The edition is older than the one in force (2025, in force since 2025-10-01). */
  edition_superseded: z.boolean(),
  /**
   * The result as printed in the document's language, digits as entered, with "± U" when an
   * uncertainty is stated (11.0, 4.8 ± 0.3, 未检出（< 0.01，定量限）/ ND (< 0.01, LOQ)).
   */
  result_text: z.string(),
  /** The decision rule the verdict applied (simple, guarded). */
  decision_rule: decisionRuleSchema,
  verdict: documentVerdictSchema,
  /** The validated range of the item's method ("0.050–10.0 mg/kg"); '' or absent: no method. */
  validated_range: z.string().optional(),
  /** The result lies outside the method's validated range (flagged on the page and the PDF). */
  out_of_range: z.boolean().optional(),
  /** Where "± U" comes from: the method's budget (with k), typed by hand (no method), or none. */
  uncertainty_basis: z.enum(['method', 'typed', 'none']).optional(),
});
export type ReportDocumentItem = z.infer<typeof reportDocumentItemSchema>;

/**
 * Who did each step of the report and when. `done`: the step has happened (by the sample's
 * state or its history); a step done before the lifecycle kept a history has `by` '' (not recorded).
 */
export const REPORT_SIGNOFF_STEPS = ['tested', 'verified', 'published'] as const;
export const reportSignoffSchema = z.object({
  step: z.enum(REPORT_SIGNOFF_STEPS),
  done: z.boolean(),
  by: z.string(),
  at: z.number().int().nullable(),
  /** The statement the signer confirmed, in the document's language; absent: not signed. */
  meaning: z.string().optional(),
  /** The reason given when the person who entered the results verified them. */
  self_verified: z.string().optional(),
});
export type ReportSignoff = z.infer<typeof reportSignoffSchema>;

export const reportDocumentSchema = z.object({
  id: z.number().int(),
  report_num: z.string(),
  report_name: z.string(),
  lang: z.enum(REPORT_DOCUMENT_LANGS),
  /** Issuing institute (INSTITUTE_NAME / INSTITUTE_NAME_EN), in the document's language. */
  institute: z.string(),
  lab: z.string(),
  standard: z.string(),
  tested_at: z.number().int(),
  verdict: documentVerdictSchema,
  /** One sentence drawn from the verdict and the items, in the document's language. */
  conclusion: z.string(),
  note: z.string(),
  item_count: z.number().int(),
  fail_count: z.number().int(),
  /** false: a draft (only admins get it; the PDF carries a DRAFT / 草稿 watermark). */
  published: z.boolean(),
  /** A retest invalidated this report. */
  invalidated: z.object({ at: z.number().int(), reason: z.string() }).nullable(),
  sample: z.object({
    kind: z.enum(['matter', 'product']),
    id: z.number().int(),
    num: z.string(),
    name: z.string(),
    /** The matter (catalogue substance) or product the sample is of. */
    subject: z.string(),
    /** Source and grade as the document's language names them (药材市场 / Herb market). */
    source: z.string(),
    /** Collection region, "Province / City". */
    region: z.string(),
    collected_at: z.number().int().nullable(),
    collector: z.string(),
    grade: z.string(),
    /** Laboratory state, null before the lifecycle exists. */
    state: z.string().nullable(),
  }),
  items: z.array(reportDocumentItemSchema),
  /** Each decision rule the items with a limit applied, named and defined in the document's language. */
  decision_rules: z.array(z.object({ rule: decisionRuleSchema, name: z.string(), definition: z.string() })),
  /**
   * The footnote of results with "± U": derived from a method's budget (U = k × u_c,rel × value,
   * k printed with it) and/or typed where no method exists; '' when none has one.
   */
  uncertainty_note: z.string(),
  /** The items whose result lies outside their method's validated range, named; '' or absent: none. */
  range_notice: z.string().optional(),
  /**
   * When a limit was judged against an edition older than the one in force: which edition is in
   * force since when, and that the limits were not checked against it; '' otherwise.
   */
  edition_notice: z.string(),
  /**
   * When a processed-form sample (山药, 麸炒山药 …) had items judged against the crude drug's
   * limits, the standard giving none for its form: which, in the document's language. Absent or
   * '' otherwise.
   */
  form_notice: z.string().optional(),
  signoffs: z.array(reportSignoffSchema),
  /**
   * Which revision this is: an amended report (revision 2 …) names the one it supersedes and
   * why; a superseded one names its successor. Absent from documents of older servers.
   */
  revision: z
    .object({
      number: z.number().int(),
      reason: z.string(),
      supersedes: z.object({ id: z.number().int(), report_num: z.string(), revision: z.number().int() }).nullable(),
      superseded_by: z.object({ id: z.number().int(), report_num: z.string(), revision: z.number().int() }).nullable(),
    })
    .optional(),
  /**
   * The revision as printed, in the document's language ("Revision 2, supersedes revision 1:
   * <reason>"; "Superseded by revision 2 (TR-…)"); '' for a first revision still in force.
   */
  revision_notice: z.string().optional(),
  /** `<public base URL>/#/report/<id>`: what the QR code holds. */
  permalink: z.string(),
  is_demo: z.boolean(),
  generated_at: z.number().int(),
});
export type ReportDocument = z.infer<typeof reportDocumentSchema>;
