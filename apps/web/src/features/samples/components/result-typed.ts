import { belowLimitTyped, DECIMAL_PATTERN } from '@yaoshi/contracts';

/**
 * The message key for a typed result, or null when it is a decimal (or empty). "< LOQ", "ND",
 * "未检出" … are pointed to the below-LOD / LOQ choice rather than told to type digits.
 */
export function resultTypedError(typed: string): string | null {
  const v = typed.trim();
  if (v === '' || DECIMAL_PATTERN.test(v)) return null;
  const below = belowLimitTyped(v);
  if (below === 'lod') return 'catalogue.error.result.useBelowLod';
  if (below === 'loq') return 'catalogue.error.result.useBelowLoq';
  return 'catalogue.error.result.decimal';
}

/** The number of an LOD, LOQ or U typed with its digits; null while empty or not a decimal. */
export function typedNumber(typed: string | null | undefined): number | null {
  const v = (typed ?? '').trim();
  return DECIMAL_PATTERN.test(v) ? Number(v) : null;
}
