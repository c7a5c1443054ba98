import { z } from 'zod';
import { DNA_MARKERS } from './dna-sequence';

export { DNA_MARKERS, dnaStats } from './dna-sequence';

/** DNA barcode of a matter (`material_dna`): marker, sequence and GenBank/ENA accession. */
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
