import { z } from 'zod';
import { lineSchema } from '../text';

/**
 * Use restrictions of a catalogue matter: what the law or the official notes say a
 * matter may not be used for, each with the source a curator can cite. Products are checked
 * against them (compliance findings below).
 */
export const RESTRICTION_KINDS = [
  /** Only as a spice or condiment (仅作为香辛料和调味品使用). */
  'spice-only',
  /** Pregnant and breastfeeding women and infants should not eat it (孕妇、哺乳期妇女及婴幼儿不宜食用). */
  'special-population',
  /** A wild terrestrial animal: not to be eaten (禁止食用陆生野生动物). */
  'wild-animal-not-food',
  /** A daily limit an announcement states. */
  'daily-limit',
] as const;
export const restrictionKindSchema = z.enum(RESTRICTION_KINDS);
export type RestrictionKind = z.infer<typeof restrictionKindSchema>;

/** Where a restriction (or a finding) comes from: the document, its number and the section. */
export const restrictionSourceSchema = z
  .object({
    /** Official title, e.g. 关于当归等6种新增按照传统既是食品又是中药材的物质公告. */
    document: lineSchema(300).min(1),
    /** Document number, e.g. 2019年第8号; empty when it has none. */
    number: lineSchema(100).default(''),
    /** Section or attribution, e.g. 附件 / 官方解读 / 第三十一条. */
    section: lineSchema(300).default(''),
    /** Date of issue, YYYY-MM-DD, or empty. */
    date: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]).default(''),
    url: z.union([z.literal(''), z.url().max(500)]).default(''),
  })
  .strict();
export type RestrictionSource = z.infer<typeof restrictionSourceSchema>;

export const restrictionSchema = z
  .object({
    kind: restrictionKindSchema,
    message: z.object({ zh: lineSchema(300).min(1), en: lineSchema(300).min(1) }).strict(),
    source: restrictionSourceSchema,
    /** Daily limit in grams (kind daily-limit only). */
    limit_g_per_day: z.number().positive().max(1000).nullable().default(null),
  })
  .strict();
export type Restriction = z.infer<typeof restrictionSchema>;
export type RestrictionInput = z.input<typeof restrictionSchema>;
export const restrictionsSchema = z.array(restrictionSchema).max(20);

/** Compliance of a product with the restrictions of the matters it contains. */
export const COMPLIANCE_RULES = [
  /** A spice-only substance in a product that is not a seasoning. */
  'spice-only-outside-seasoning',
  /** A wild terrestrial animal in a food. */
  'wild-animal-in-food',
  /** A special-population substance without the warning on the label (product_component). */
  'special-population-without-warning',
] as const;
export const complianceRuleSchema = z.enum(COMPLIANCE_RULES);
export type ComplianceRule = z.infer<typeof complianceRuleSchema>;

export const COMPLIANCE_STATUSES = ['ok', 'warning', 'violation'] as const;
export const complianceStatusSchema = z.enum(COMPLIANCE_STATUSES);
export type ComplianceStatus = z.infer<typeof complianceStatusSchema>;

export const complianceFindingSchema = z.object({
  rule: complianceRuleSchema,
  severity: z.enum(['warning', 'violation']),
  /** The matter the finding is about. */
  matter_id: z.number().int(),
  matter_name: z.string(),
  message: z.object({ zh: z.string(), en: z.string() }),
  source: restrictionSourceSchema,
});
export type ComplianceFinding = z.infer<typeof complianceFindingSchema>;
