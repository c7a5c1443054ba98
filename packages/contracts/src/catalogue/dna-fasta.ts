/**
 * FASTA as the DNA library and the identification tool read it. Pure and shared: the server
 * parses with it and the web checks a paste or an upload before sending it.
 *
 * Library import header: `>MATTER_NUM|MARKER|Species name|source` (the source — an accession or
 * a note such as `demo-1` — is optional), e.g. `>YS-0045|ITS2|Lycium barbarum|MN123456.1`.
 * Identification accepts any header (its first word is the query's name) or a bare sequence.
 */

/** IUPAC nucleotide codes (U is read as T). */
export const IUPAC_RE = /^[ACGTURYSWKMBDHVN]+$/;

export interface FastaRecord {
  /** The header without `>` (empty for a bare sequence). */
  header: string;
  sequence: string;
  /** 1-based line of the header (or of the first sequence line of a bare sequence). */
  line: number;
}

/** Why a text is not FASTA, with the 1-based line and record where it went wrong. */
export type FastaProblem =
  | { kind: 'empty' }
  | { kind: 'noHeader'; line: number }
  | { kind: 'emptySequence'; line: number; record: number }
  | { kind: 'badCharacter'; line: number; record: number; char: string }
  | { kind: 'tooMany'; max: number }
  | { kind: 'tooLong'; line: number; record: number; max: number }
  | { kind: 'tooShort'; line: number; record: number; min: number };

export interface FastaLimits {
  maxRecords: number;
  maxLength: number;
  minLength: number;
  /** A text without `>` is one unnamed sequence (identification); else a header is required. */
  allowBare: boolean;
}

/** Normalises one sequence: whitespace and digits (GenBank numbering) dropped, upper case, U → T. */
export function cleanSequence(raw: string): string {
  return raw
    .replace(/[\s\d]+/g, '')
    .toUpperCase()
    .replace(/U/g, 'T');
}

/**
 * Parses FASTA into records, or names the first problem. Gaps (`-`, `.`) and `*` are refused
 * like any other non-IUPAC character: a barcode is stored and searched ungapped.
 */
export function parseFasta(
  text: string,
  limits: FastaLimits,
): { ok: true; records: FastaRecord[] } | { ok: false; problem: FastaProblem } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const records: { header: string; parts: string[]; line: number }[] = [];
  let current: { header: string; parts: string[]; line: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line || line.startsWith(';')) continue;
    if (line.startsWith('>')) {
      current = { header: line.slice(1).trim(), parts: [], line: i + 1 };
      records.push(current);
      if (records.length > limits.maxRecords)
        return { ok: false, problem: { kind: 'tooMany', max: limits.maxRecords } };
      continue;
    }
    if (!current) {
      if (!limits.allowBare || records.length) return { ok: false, problem: { kind: 'noHeader', line: i + 1 } };
      current = { header: '', parts: [], line: i + 1 };
      records.push(current);
    }
    const cleaned = cleanSequence(line);
    const bad = cleaned.match(/[^ACGTRYSWKMBDHVN]/);
    if (bad) {
      return { ok: false, problem: { kind: 'badCharacter', line: i + 1, record: records.length, char: bad[0] } };
    }
    current.parts.push(cleaned);
  }
  if (!records.length) return { ok: false, problem: { kind: 'empty' } };
  const out: FastaRecord[] = [];
  for (const [n, r] of records.entries()) {
    const sequence = r.parts.join('');
    const at = { line: r.line, record: n + 1 };
    if (!sequence) return { ok: false, problem: { kind: 'emptySequence', ...at } };
    if (sequence.length > limits.maxLength)
      return { ok: false, problem: { kind: 'tooLong', ...at, max: limits.maxLength } };
    if (sequence.length < limits.minLength)
      return { ok: false, problem: { kind: 'tooShort', ...at, min: limits.minLength } };
    out.push({ header: r.header, sequence, line: r.line });
  }
  return { ok: true, records: out };
}

/** Message key of a FASTA problem (server messages and web locales translate the same keys). */
export function fastaProblemKey(p: FastaProblem): string {
  return `dna.fasta.${p.kind}`;
}

/** A FASTA record of the library: `matter num | marker | species | source`. */
export function libraryFastaHeader(e: { material_num: string; marker: string; species: string; source: string }) {
  return [e.material_num, e.marker, e.species, e.source].filter((x, i) => i < 3 || x).join('|');
}
