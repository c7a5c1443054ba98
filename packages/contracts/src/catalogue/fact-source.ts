import { z } from 'zod';
import { lineSchema } from '../text';
import { PROVENANCE_FIELDS, type ProvenanceField } from './fact-citation';

export { PROVENANCE_FIELDS, citeLine, sourceOf, type ProvenanceField } from './fact-citation';

/**
 * Where a matter's free-text fact comes from: a cited document (a pharmacopoeia section such as
 * 【注意】 or 【来源】, an announcement or its explanatory note, with number and date), or
 * the institute's own note. A fact without a recorded source is the institute's note: nothing
 * is shown as reference unless it names its source.
 */
export const factSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('institute') }).strict(),
  z
    .object({
      kind: z.literal('cited'),
      /** e.g. 中华人民共和国药典, or an announcement's official title. */
      document: lineSchema(300).min(1),
      /** e.g. 2020年版 一部; empty for a document without editions. */
      edition: lineSchema(100).default(''),
      /** Document number, e.g. 2024年第4号; empty when it has none. */
      number: lineSchema(100).default(''),
      /** e.g. 蜂蜜 【注意】, 官方解读. */
      section: lineSchema(300).default(''),
      /** Date of issue, YYYY-MM-DD, or empty. */
      date: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]).default(''),
    })
    .strict(),
]);
export type FactSource = z.infer<typeof factSourceSchema>;
export type FactSourceInput = z.input<typeof factSourceSchema>;

/** One source per provenance field; a field left out is the institute's note. */
export const provenanceSchema = z
  .object(
    Object.fromEntries(PROVENANCE_FIELDS.map((f) => [f, factSourceSchema.optional()])) as {
      [K in ProvenanceField]: z.ZodOptional<typeof factSourceSchema>;
    },
  )
  .strict();
export type Provenance = z.infer<typeof provenanceSchema>;
