import { describe, expect, it } from 'vitest';
import { dnaStatement } from './dna-statement';

describe('dnaStatement: one DNA statement per matter page', () => {
  it('shows the representative barcode whenever there is one', () => {
    expect(dnaStatement(true, true, 12)).toBe('barcode');
    expect(dnaStatement(true, false, undefined)).toBe('barcode');
  });
  it('never says "no barcode" above a reference library that has sequences', () => {
    expect(dnaStatement(false, true, 12)).toBe('library');
  });
  it('says "no barcode" once when the library is empty or not shown to the reader', () => {
    expect(dnaStatement(false, true, 0)).toBe('none');
    expect(dnaStatement(false, false, undefined)).toBe('none');
  });
  it('says nothing yet while the library loads', () => {
    expect(dnaStatement(false, true, undefined)).toBe('pending');
  });
});
