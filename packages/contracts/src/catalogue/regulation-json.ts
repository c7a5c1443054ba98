import { z } from 'zod';
import { regionCodeSchema } from './common';

/** National or regional rule that applies to a matter (`regulations_json` of a matter). */
export const REGULATION_LEVELS = ['national', 'regional'] as const;
export const regulationLevelSchema = z.enum(REGULATION_LEVELS);

export const regulationJsonItemSchema = z
  .object({
    level: regulationLevelSchema,
    /** Region of a regional rule (GB/T 2260 code); empty for national ones. */
    region_code: z.union([z.literal(''), regionCodeSchema]).default(''),
    title: z.string().trim().min(1).max(200),
    /** Document number, e.g. 卫法监发〔2002〕51号. */
    number: z.string().trim().max(64).default(''),
    issuer: z.string().trim().max(100).default(''),
    /** Year issued. */
    year: z.number().int().min(1900).max(2100).nullable().default(null),
    url: z.union([z.literal(''), z.string().trim().url().max(500)]).default(''),
    note: z.string().trim().max(500).default(''),
  })
  .strict();
export type RegulationJsonItem = z.infer<typeof regulationJsonItemSchema>;

export const regulationsJsonSchema = z.array(regulationJsonItemSchema).max(50);
