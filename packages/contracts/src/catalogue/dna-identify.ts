import { z } from 'zod';
import { DNA_LIBRARY_MARKERS, DNA_SEQUENCE_MAX } from './dna-library';

/**
 * Identification of query sequences against the library (BOLD-like calls). Thresholds have
 * defaults and may be set per request within bounds; `ambiguous` when the best two species are
 * within AMBIGUITY_MARGIN percentage points of identity.
 */
export const DNA_IDENTIFY_DEFAULTS = { min_identity: 97, min_coverage: 90 } as const;
export const DNA_IDENTITY_BOUNDS = { min: 80, max: 100 } as const;
export const DNA_COVERAGE_BOUNDS = { min: 50, max: 100 } as const;
export const DNA_AMBIGUITY_MARGIN = 0.5;
export const DNA_IDENTIFY_MAX_QUERIES = 100;
export const DNA_QUERY_MIN = 30;
export const DNA_HITS = 5;

export const dnaThresholdsSchema = z
  .object({
    /** Absent: the server's default (DNA_MIN_IDENTITY, 97 unless configured). */
    min_identity: z.number().min(DNA_IDENTITY_BOUNDS.min).max(DNA_IDENTITY_BOUNDS.max).optional(),
    /** Absent: the server's default (DNA_MIN_COVERAGE, 90 unless configured). */
    min_coverage: z.number().min(DNA_COVERAGE_BOUNDS.min).max(DNA_COVERAGE_BOUNDS.max).optional(),
  })
  .strict();
export type DnaThresholdsInput = z.output<typeof dnaThresholdsSchema>;
export type DnaThresholds = Required<DnaThresholdsInput>;

/** `query`: one bare sequence or FASTA of up to 100 records. */
export const dnaIdentifyBodySchema = dnaThresholdsSchema
  .extend({
    query: z
      .string()
      .min(1)
      .max(DNA_IDENTIFY_MAX_QUERIES * (DNA_SEQUENCE_MAX + 200)),
  })
  .strict();
export type DnaIdentifyBody = z.input<typeof dnaIdentifyBodySchema>;

export const DNA_CALL_LEVELS = ['species', 'ambiguous', 'no_match'] as const;
export type DnaCallLevel = (typeof DNA_CALL_LEVELS)[number];

export const dnaHitSchema = z.object({
  barcode_id: z.number().int(),
  matter_id: z.number().int(),
  material_num: z.string(),
  material_name: z.string(),
  species: z.string(),
  marker: z.enum(DNA_LIBRARY_MARKERS),
  /** Identical columns / alignment columns (gaps included), in %. */
  identity: z.number(),
  /** Query bases inside the local alignment / query length, in %. */
  coverage: z.number(),
  align_length: z.number().int(),
  /** '-': the query matched as its reverse complement. */
  strand: z.enum(['+', '-']),
  is_demo: z.boolean(),
});
export type DnaHit = z.infer<typeof dnaHitSchema>;

export const dnaAlignmentSchema = z.object({
  /** Aligned query, match line (`|` identical, `.` compatible IUPAC, ` ` otherwise) and reference. */
  query: z.string(),
  match: z.string(),
  subject: z.string(),
  /** 1-based inclusive positions (query on the strand searched). */
  q_start: z.number().int(),
  q_end: z.number().int(),
  s_start: z.number().int(),
  s_end: z.number().int(),
});
export type DnaAlignment = z.infer<typeof dnaAlignmentSchema>;

export const dnaCallSchema = z.object({
  level: z.enum(DNA_CALL_LEVELS),
  /** The top hit's matter and species (null for no match). */
  matter_id: z.number().int().nullable(),
  material_num: z.string().nullable(),
  material_name: z.string().nullable(),
  species: z.string().nullable(),
  identity: z.number().nullable(),
  coverage: z.number().nullable(),
  /** For `ambiguous`: the other species within the margin. */
  also: z.array(z.string()),
});
export type DnaCall = z.infer<typeof dnaCallSchema>;

export const dnaQueryResultSchema = z.object({
  name: z.string(),
  length: z.number().int(),
  call: dnaCallSchema,
  hits: z.array(dnaHitSchema),
  /** The top hit's alignment (null without hits). */
  alignment: dnaAlignmentSchema.nullable(),
});
export type DnaQueryResult = z.infer<typeof dnaQueryResultSchema>;

export const dnaIdentifyResultSchema = z.object({
  thresholds: z.object({ min_identity: z.number(), min_coverage: z.number() }),
  library_size: z.number().int(),
  results: z.array(dnaQueryResultSchema),
  took_ms: z.number(),
});
export type DnaIdentifyResult = z.infer<typeof dnaIdentifyResultSchema>;

/** A sample's sequence and its stored identification (shown on the sample page). */
export const sampleDnaSchema = z.object({
  sample_id: z.number().int(),
  sequence: z.string(),
  /** The last stored call (null until identified), with when and by whom. */
  call: dnaCallSchema.extend({ at: z.number().int(), by: z.string() }).nullable(),
});
export type SampleDna = z.infer<typeof sampleDnaSchema>;

/** Setting a sample's sequence: a bare sequence (empty clears it and its call). */
export const sampleDnaBodySchema = z
  .object({
    sequence: z
      .string()
      .max(DNA_SEQUENCE_MAX * 2)
      .transform((s) =>
        s
          .replace(/[\s\d]+/g, '')
          .toUpperCase()
          .replace(/U/g, 'T'),
      )
      .pipe(
        z
          .string()
          .max(DNA_SEQUENCE_MAX)
          .regex(/^([ACGTRYSWKMBDHVN]{30,})?$/, 'dna.sampleSequenceInvalid'),
      ),
  })
  .strict();
export type SampleDnaBody = z.input<typeof sampleDnaBodySchema>;

export const sampleIdentifyBodySchema = dnaThresholdsSchema;
export type SampleIdentifyBody = z.input<typeof sampleIdentifyBodySchema>;
