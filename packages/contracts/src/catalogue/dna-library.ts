import { z } from 'zod';
import { idTextSchema } from '../paging';
import { lineSchema } from '../text';
import { cleanSequence } from './dna-fasta';

/**
 * The DNA reference library: barcodes per matter, several per species, the source
 * of every matter's `material_dna` (which shows the library's representative barcode).
 */
export const DNA_LIBRARY_MARKERS = ['ITS2', 'psbA-trnH', 'rbcL', 'matK'] as const;
export type DnaLibraryMarker = (typeof DNA_LIBRARY_MARKERS)[number];

export const DNA_SEQUENCE_MIN = 50;
export const DNA_SEQUENCE_MAX = 5000;
export const DNA_IMPORT_MAX_RECORDS = 5000;
export const DNA_IMPORT_MAX_CHARS = 6_000_000;

/** A library sequence: IUPAC codes, cleaned like FASTA lines (whitespace/digits dropped, U → T). */
export const dnaSequenceSchema = z
  .string()
  .transform(cleanSequence)
  .pipe(
    z
      .string()
      .min(DNA_SEQUENCE_MIN)
      .max(DNA_SEQUENCE_MAX)
      .regex(/^[ACGTRYSWKMBDHVN]*$/, 'dna.sequenceInvalid'),
  );

/** Latin binomial (optionally with var./subsp./f. or a hybrid ×), e.g. `Lycium barbarum`. */
export const speciesSchema = lineSchema(120).pipe(
  z.string().regex(/^[A-Z][a-z-]+( ×)? [a-z-]+( (var\.|subsp\.|f\.|ssp\.) [a-z-]+)?$/, 'dna.speciesInvalid'),
);

/** Where a sequence came from: an INSDC accession or a short note (e.g. `demo-1`, a voucher). */
export const dnaSourceSchema = lineSchema(60)
  .pipe(z.string().regex(/^[^|]*$/, 'dna.sourceInvalid'))
  .default('');

export const dnaBarcodeInputSchema = z
  .object({
    matter_id: z.number().int().positive(),
    species: speciesSchema,
    marker: z.enum(DNA_LIBRARY_MARKERS),
    sequence: dnaSequenceSchema,
    source: dnaSourceSchema,
  })
  .strict();
export type DnaBarcodeInput = z.input<typeof dnaBarcodeInputSchema>;

export const dnaBarcodeUpdateSchema = dnaBarcodeInputSchema.omit({ matter_id: true }).partial().strict();
export type DnaBarcodeUpdate = z.input<typeof dnaBarcodeUpdateSchema>;

export const dnaBarcodeSchema = z.object({
  id: z.number().int(),
  matter_id: z.number().int(),
  material_num: z.string(),
  material_name: z.string(),
  species: z.string(),
  marker: z.enum(DNA_LIBRARY_MARKERS),
  sequence: z.string(),
  length: z.number().int(),
  source: z.string(),
  /** Generated demo data, not a real voucher sequence. */
  is_demo: z.boolean(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type DnaBarcode = z.infer<typeof dnaBarcodeSchema>;

export const dnaBarcodeListQuerySchema = z
  .object({
    matter_id: idTextSchema.optional(),
    marker: z.enum(DNA_LIBRARY_MARKERS).optional(),
    current: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type DnaBarcodeListQuery = z.input<typeof dnaBarcodeListQuerySchema>;

export const dnaLibrarySummarySchema = z.object({
  total: z.number().int(),
  demo: z.number().int(),
  matters: z.number().int(),
  species: z.number().int(),
  by_marker: z.array(z.object({ marker: z.enum(DNA_LIBRARY_MARKERS), count: z.number().int() })),
});
export type DnaLibrarySummary = z.infer<typeof dnaLibrarySummarySchema>;

/** FASTA import: every record or none (a bad record names its line and nothing is written). */
export const dnaImportBodySchema = z
  .object({
    fasta: z.string().min(1).max(DNA_IMPORT_MAX_CHARS),
    /** Only this matter's records (the matter page); others are refused. */
    matter_id: z.number().int().positive().optional(),
  })
  .strict();
export type DnaImportBody = z.input<typeof dnaImportBodySchema>;

export const dnaImportResultSchema = z.object({
  imported: z.number().int(),
  /** Identical to a sequence already in the library for the same matter, species and marker. */
  duplicates: z.number().int(),
  matters: z.number().int(),
});
export type DnaImportResult = z.infer<typeof dnaImportResultSchema>;
