import { describe, expect, it } from 'vitest';
import { cleanSequence, parseFasta, type FastaLimits } from './dna-fasta';
import { dnaBarcodeInputSchema, speciesSchema } from './dna-library';

const LIMITS: FastaLimits = { maxRecords: 3, maxLength: 100, minLength: 10, allowBare: true };
const A = 'ACGTACGTACGT';

describe('parseFasta', () => {
  it('reads records over several lines, with CRLF, comments, numbering and U', () => {
    const r = parseFasta(`\uFEFF>q1 first\r\nacgu acgt\r\n10 ACGTACGT\n;comment\n>q2\n${A}\n`, LIMITS);
    expect(r).toEqual({
      ok: true,
      records: [
        { header: 'q1 first', sequence: 'ACGTACGTACGTACGT', line: 1 },
        { header: 'q2', sequence: A, line: 5 },
      ],
    });
  });

  it('takes a bare sequence as one unnamed record only where allowed', () => {
    expect(parseFasta(A, LIMITS)).toMatchObject({ ok: true, records: [{ header: '', sequence: A }] });
    expect(parseFasta(A, { ...LIMITS, allowBare: false })).toEqual({
      ok: false,
      problem: { kind: 'noHeader', line: 1 },
    });
  });

  it.each([
    ['', { kind: 'empty' }],
    [`>a\n${A}\nACGT*`, { kind: 'badCharacter', line: 3, record: 1, char: '*' }],
    [`>a\n${A}\nAC-GT`, { kind: 'badCharacter', line: 3, record: 1, char: '-' }],
    [`>a\n>b\n${A}`, { kind: 'emptySequence', line: 1, record: 1 }],
    [`>a\nACGT`, { kind: 'tooShort', line: 1, record: 1, min: 10 }],
    [`>a\n${A.repeat(9)}`, { kind: 'tooLong', line: 1, record: 1, max: 100 }],
    [[1, 2, 3, 4].map((i) => `>q${i}\n${A}`).join('\n'), { kind: 'tooMany', max: 3 }],
    [`${A}\n>b\n${A}\n${A}`, { kind: 'noHeader', line: 1 }],
  ])('names the problem of %j', (text, problem) => {
    const r = parseFasta(text, text.startsWith(A) ? { ...LIMITS, allowBare: false } : LIMITS);
    expect(r).toEqual({ ok: false, problem });
  });

  it('cleans sequences', () => {
    expect(cleanSequence(' 1 acgu\tNRY \n')).toBe('ACGTNRY');
  });
});

describe('library schemas', () => {
  it('accepts Latin binomials with infraspecific ranks and refuses the rest', () => {
    for (const ok of ['Lycium barbarum', 'Citrus medica var. sarcodactylis', 'Mentha × piperita', 'Coix lacryma-jobi'])
      expect(speciesSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['lycium barbarum', 'Lycium', 'Lycium barbarum L.', 'Lycium Barbarum'])
      expect(speciesSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('cleans and checks a barcode sequence', () => {
    const r = dnaBarcodeInputSchema.safeParse({
      matter_id: 1,
      species: 'Lycium barbarum',
      marker: 'ITS2',
      sequence: `acgu ${'ACGT'.repeat(12)}`,
    });
    expect(r.success && r.data.sequence).toBe(`ACGT${'ACGT'.repeat(12)}`);
    expect(
      dnaBarcodeInputSchema.safeParse({
        matter_id: 1,
        species: 'Lycium barbarum',
        marker: 'COI',
        sequence: 'ACGT'.repeat(20),
      }).success,
    ).toBe(false);
  });
});
