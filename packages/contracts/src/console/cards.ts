import { z } from 'zod';
import { qualityRuleKeySchema } from '../catalogue/quality-rules';
import { reportVerdictSchema } from '../catalogue/report-results';
import { routeLinkSchema } from './common';

/** SPEC §3 quality-inspection card: one testing report. */
export const qualityInspectionCardSchema = z.object({
  id: z.number().int(),
  /** Sample name. */
  name: z.string(),
  /** Report number / title. */
  title: z.string(),
  /** Lab and test date. */
  description: z.string(),
  data: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Computed from the items: none (不判定) when no item has a limit and a result — never a pass. */
  verdict: reportVerdictSchema,
  /** A retest voided the report (作废): the card says so next to the verdict. */
  voided: z.boolean(),
  /** Unix seconds the report was issued/created. */
  time: z.number().int(),
  /** Hash route of the sample's detail page. */
  link: z.string(),
});
export type QualityInspectionCard = z.infer<typeof qualityInspectionCardSchema>;

export const qualityInspectionQuerySchema = z.object({
  current: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(12),
  verdict: reportVerdictSchema.optional(),
});

/** Data services an admin switches on and off; the server honours the switch. */
export const DATA_SERVICE_KEYS = ['open-api', 'bulk-export', 'bulk-import'] as const;
export const dataServiceKeySchema = z.enum(DATA_SERVICE_KEYS);
export type DataServiceKey = z.infer<typeof dataServiceKeySchema>;

/** SPEC §3 service card. */
export const serviceCardSchema = z.object({
  id: z.number().int(),
  key: dataServiceKeySchema,
  icon: z.string(),
  title: z.string(),
  description: z.string(),
  enable: z.boolean(),
  actionType: z.literal('button'),
  /** Services do not expire here; kept for the spec's shape. */
  expires: z.boolean(),
  /** Who switched it last and when (Unix seconds); null if never. */
  updatedBy: z.string().nullable(),
  updatedAt: z.number().int().nullable(),
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

/** SPEC §3 rules-preset card. */
export const rulesPresetCardSchema = z.object({
  id: z.number().int(),
  key: qualityRuleKeySchema,
  title: z.string(),
  description: z.string(),
  enable: z.boolean(),
  actionType: z.literal('switch'),
  /** Offending records; null while the rule is switched off. */
  violations: z.number().int().nullable(),
  /** Records the rule looks at. */
  checked: z.number().int().nullable(),
  /** List route + filter query showing the offending records (the first list with any). */
  link: routeLinkSchema,
  /** Offending records per catalogue list, each with the list route that shows them. */
  parts: z.array(
    z.object({
      kind: z.enum(['matter', 'product', 'matter-sample', 'product-sample']),
      count: z.number().int(),
      link: routeLinkSchema,
    }),
  ),
});
export type RulesPresetCard = z.infer<typeof rulesPresetCardSchema>;

export const ruleViolationQuerySchema = z.object({
  current: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** GET /api/list/rules-preset/:key/violations: the offending records, paged. */
export const ruleViolationSchema = z.object({
  kind: z.string(),
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  /** Why it offends, e.g. the wrong barcode. */
  detail: z.string(),
  link: z.string(),
});
export type RuleViolation = z.infer<typeof ruleViolationSchema>;

/** PUT /api/data-services/:key and PUT /api/list/rules-preset/:key (admin). */
export const toggleBodySchema = z.strictObject({ enable: z.boolean() });
