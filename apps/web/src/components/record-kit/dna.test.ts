import { describe, expect, it } from 'vitest';
import { groupSequence, sequenceLines, sequenceSummary } from './dna';

describe('DNA barcode helpers', () => {
  it('groups bases by 10, upper-casing and dropping whitespace', () => {
    expect(groupSequence('acgtacgtac gtacg')).toEqual(['ACGTACGTAC', 'GTACG']);
    expect(groupSequence('')).toEqual([]);
  });

  it('numbers each line by its first base', () => {
    const seq = 'A'.repeat(130);
    const lines = sequenceLines(seq, 10, 6);
    expect(lines.map((l) => l.start)).toEqual([1, 61, 121]);
    expect(lines[2]?.groups).toEqual(['AAAAAAAAAA']);
  });

  it('reports length and GC % with one decimal', () => {
    expect(sequenceSummary('GGCCAATT')).toEqual({ length: 8, gc: '50.0' });
    expect(sequenceSummary('GCA')).toEqual({ length: 3, gc: '66.7' });
    expect(sequenceSummary('')).toEqual({ length: 0, gc: '0.0' });
  });
});
