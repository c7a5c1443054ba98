import { describe, expect, it } from 'vitest';
import { resultTypedError, typedNumber } from './result-typed';

describe('a typed result', () => {
  it('accepts decimals with their digits and an empty field', () => {
    for (const v of ['11.0', '0.050', '', '  ']) expect(resultTypedError(v), v).toBeNull();
  });
  it('points "< LOQ" to the below-LOQ choice', () => {
    for (const v of ['<LOQ', '< LOQ', '＜loq', '<定量限', '低于定量限']) {
      expect(resultTypedError(v), v).toBe('catalogue.error.result.useBelowLoq');
    }
  });
  it('points ND, 未检出 and "< LOD" to the not-detected choice', () => {
    for (const v of ['ND', 'n.d.', '未检出', '<LOD', '< 检出限']) {
      expect(resultTypedError(v), v).toBe('catalogue.error.result.useBelowLod');
    }
  });
  it('asks for digits for anything else', () => {
    for (const v of ['abc', '1,5', '<0.01']) expect(resultTypedError(v), v).toBe('catalogue.error.result.decimal');
  });
});

describe('an LOD, LOQ or U typed', () => {
  it('is judged by its number while the text keeps its digits', () => {
    expect(typedNumber('0.010')).toBe(0.01);
    expect(typedNumber(' 0.30 ')).toBe(0.3);
    expect(typedNumber('')).toBeNull();
    expect(typedNumber('abc')).toBeNull();
  });
});
