import {
  DNA_IMPORT_MAX_RECORDS,
  DNA_LIBRARY_MARKERS,
  DNA_SEQUENCE_MAX,
  DNA_SEQUENCE_MIN,
  type DnaLibraryMarker,
  type FastaProblem,
  fastaProblemKey,
  parseFasta,
  speciesSchema,
  dnaSourceSchema,
} from '@yaoshi/contracts';
import { FieldProblems } from '../records/service-kit';

export interface LibraryRecord {
  material_num: string;
  marker: DnaLibraryMarker;
  species: string;
  source: string;
  sequence: string;
  line: number;
}

/** A FASTA problem as a 40000 naming the field, the record and its line. */
export function fastaError(field: string, p: FastaProblem): FieldProblems {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(p)) if (k !== 'kind') params[k] = v as string | number;
  return new FieldProblems([{ field, key: fastaProblemKey(p), params }]);
}

/**
 * Reads a library FASTA: every header must be `MATTER_NUM|MARKER|Species|source` (source
 * optional). The first bad record stops the import with its line; nothing is written.
 */
export function parseLibraryFasta(text: string): LibraryRecord[] {
  const parsed = parseFasta(text, {
    maxRecords: DNA_IMPORT_MAX_RECORDS,
    maxLength: DNA_SEQUENCE_MAX,
    minLength: DNA_SEQUENCE_MIN,
    allowBare: false,
  });
  if (!parsed.ok) throw fastaError('fasta', parsed.problem);
  return parsed.records.map((r, i) => {
    const at = { line: r.line, record: i + 1 };
    const fields = r.header.split('|').map((f) => f.trim());
    if (fields.length < 3 || fields.length > 4) {
      throw new FieldProblems([{ field: 'fasta', key: 'dna.header.fields', params: at }]);
    }
    const [num, marker, species, source = ''] = fields as [string, string, string, string?];
    if (!num) throw new FieldProblems([{ field: 'fasta', key: 'dna.header.matter', params: { ...at, num } }]);
    if (!(DNA_LIBRARY_MARKERS as readonly string[]).includes(marker)) {
      throw new FieldProblems([
        {
          field: 'fasta',
          key: 'dna.header.marker',
          params: { ...at, marker, markers: DNA_LIBRARY_MARKERS.join(', ') },
        },
      ]);
    }
    const sp = speciesSchema.safeParse(species);
    if (!sp.success)
      throw new FieldProblems([{ field: 'fasta', key: 'dna.header.species', params: { ...at, species } }]);
    const src = dnaSourceSchema.safeParse(source);
    if (!src.success) throw new FieldProblems([{ field: 'fasta', key: 'dna.header.source', params: at }]);
    return {
      material_num: num,
      marker: marker as DnaLibraryMarker,
      species: sp.data,
      source: src.data,
      sequence: r.sequence,
      line: r.line,
    };
  });
}
