import { z } from 'zod';

/** DNA barcode of a matter (`material_dna`): marker, sequence and GenBank/ENA accession. */
export const DNA_MARKERS = ['ITS2', 'ITS', 'psbA-trnH', 'matK', 'rbcL', 'COI', 'other'] as const;

export const materialDnaSchema = z
  .object({
    marker: z.enum(DNA_MARKERS),
    /** IUPAC nucleotide codes, upper case, no spaces. */
    sequence: z
      .string()
      .trim()
      .transform((s) => s.replace(/\s+/g, '').toUpperCase())
      .pipe(
        z
          .string()
          .max(5000)
          .regex(/^[ACGTURYSWKMBDHVN]*$/, 'dna.sequenceInvalid'),
      ),
    accession: z
      .string()
      .trim()
      .max(20)
      .regex(/^([A-Z]{1,2}_?\d{5,8}(\.\d+)?)?$/, 'dna.accessionInvalid')
      .default(''),
  })
  .strict();
export type MaterialDna = z.infer<typeof materialDnaSchema>;

/** Length and GC content of a sequence, as shown on the detail page. */
export function dnaStats(sequence: string): { length: number; gc: number } {
  const s = sequence.toUpperCase();
  const gc = [...s].filter((c) => c === 'G' || c === 'C' || c === 'S').length;
  return { length: s.length, gc: s.length ? Math.round((gc / s.length) * 1000) / 10 : 0 };
}
