import { z } from 'zod';
import { idTextSchema } from '../paging';
import { lineSchema } from '../text';
import { optionalParam } from './common';
import { FACT_FIELDS, FACT_STATES } from './monograph-facts';

/**
 * Proof-reading of monograph facts. A fact is addressed by its matter and a key
 * derived from what it is about (the field, and for list entries the marker, item or name and
 * the form it applies to), so editing, adding or removing other facts never moves it; what a
 * curator verified is pinned by a fingerprint of the fact's whole content, so any change to the
 * value or its citation (by a form, an import or a data migration) makes it unreviewed again.
 */

export {
  FACT_FIELDS,
  FACT_STATES,
  factFingerprint,
  factText,
  monographFacts,
  monographLimitText,
  type FactField,
  type FactState,
  type MonographFactRef,
} from './monograph-facts';
export const factFieldSchema = z.enum(FACT_FIELDS);
export const factStateSchema = z.enum(FACT_STATES);

/** A curator's verdict on one fact: verified against an edition and page/section, or disputed with a note. */
export const factVerdictSchema = z
  .object({
    matter_id: z.number().int().positive(),
    key: lineSchema(500).min(1),
    /** The fingerprint of the fact as the curator saw it: a fact changed since is refused (409). */
    fingerprint: z.string().regex(/^[0-9a-f]{16}$/),
    verdict: z.enum(['verified', 'disputed']),
    /** The edition checked against; blank: the fact's cited edition. */
    edition: lineSchema(100).default(''),
    /** Page or section checked; blank: the fact's cited section. */
    page: lineSchema(200).default(''),
    note: lineSchema(500).default(''),
  })
  .strict()
  .refine((v) => v.verdict !== 'disputed' || v.note.trim() !== '', {
    path: ['note'],
    message: 'review.noteRequired',
  });
export type FactVerdict = z.infer<typeof factVerdictSchema>;

/** The review state of one fact as anyone may read it (notes of disputes are for curators). */
export const factReviewSchema = z.object({
  key: z.string(),
  field: factFieldSchema,
  fingerprint: z.string(),
  state: factStateSchema,
  reviewer: z.string().nullable(),
  reviewed_at: z.number().int().nullable(),
  edition: z.string(),
  page: z.string(),
  note: z.string(),
});
export type FactReview = z.infer<typeof factReviewSchema>;

/**
 * A fact's review state as a catalogue export carries it (a matter's `fact_reviews` column,
 * exported and never imported): which fact, its state and, once verified, who checked it when
 * and against what. No fingerprint and no dispute note (notes are for curators: the review sheet).
 */
export const exportedFactReviewSchema = factReviewSchema.omit({ fingerprint: true, note: true });
export type ExportedFactReview = z.infer<typeof exportedFactReviewSchema>;

export const factCountsSchema = z.object({
  facts: z.number().int(),
  verified: z.number().int(),
  disputed: z.number().int(),
});
export type FactCounts = z.infer<typeof factCountsSchema>;

/** The review queue's overview: totals, per field, and per substance with its fields. */
export const reviewSummarySchema = z.object({
  totals: factCountsSchema,
  fields: z.array(factCountsSchema.extend({ field: factFieldSchema })),
  matters: z.array(
    factCountsSchema.extend({
      matter_id: z.number().int(),
      material_num: z.string(),
      material_name: z.string(),
      fields: z.record(z.string(), factCountsSchema),
    }),
  ),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewQueueQuerySchema = z
  .object({
    matter_id: optionalParam(idTextSchema),
    field: optionalParam(factFieldSchema),
    state: optionalParam(factStateSchema),
  })
  .strict();
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

/** A fact in the queue: the value, its citation and its review state. */
export const reviewQueueItemSchema = factReviewSchema.extend({
  matter_id: z.number().int(),
  material_num: z.string(),
  material_name: z.string(),
  text: z.string(),
  citation: z.object({ document: z.string(), edition: z.string(), section: z.string(), secondary: z.boolean() }),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

/** What an imported proof-reading sheet did: verdicts recorded, and rows left alone with why. */
export const reviewImportResultSchema = z.object({
  applied: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.array(z.object({ row: z.number().int(), reason: z.string() })),
});
export type ReviewImportResult = z.infer<typeof reviewImportResultSchema>;
