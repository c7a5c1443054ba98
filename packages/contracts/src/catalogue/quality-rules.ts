import { z } from 'zod';

/** Data-quality rules evaluated on the real data; the catalogue lists filter by them (`?quality=`). */
export const QUALITY_RULE_KEYS = [
  'matter-without-dna',
  'product-barcode-check-digit',
  'sample-without-report',
  'record-without-image',
  /** A product breaking a use restriction of a matter it contains (compliance check). */
  'product-compliance-violation',
] as const;
export const qualityRuleKeySchema = z.enum(QUALITY_RULE_KEYS);
export type QualityRuleKey = z.infer<typeof qualityRuleKeySchema>;
