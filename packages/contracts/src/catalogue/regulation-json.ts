import { z } from 'zod';
import { lineSchema, longTextSchema, optionalHttpUrlSchema, printableSchema } from '../text';
import { regionCodeSchema } from './common';

/** National or regional rule that applies to a matter (`regulations_json` of a matter). */
export const REGULATION_LEVELS = ['national', 'regional'] as const;
export const regulationLevelSchema = z.enum(REGULATION_LEVELS);

export const regulationJsonItemSchema = z
  .object({
    level: regulationLevelSchema,
    /** Region of a regional rule (GB/T 2260 code); empty for national ones. */
    region_code: z.union([z.literal(''), regionCodeSchema]).default(''),
    title: lineSchema(200).min(1),
    /** Document number, e.g. 卫法监发〔2002〕51号. */
    number: printableSchema(64).default(''),
    issuer: lineSchema(100).default(''),
    /** Year issued. */
    year: z.number().int().min(1900).max(2100).nullable().default(null),
    url: optionalHttpUrlSchema(500).default(''),
    note: longTextSchema(500).default(''),
  })
  .strict();
export type RegulationJsonItem = z.infer<typeof regulationJsonItemSchema>;

export const regulationsJsonSchema = z.array(regulationJsonItemSchema).max(50);
