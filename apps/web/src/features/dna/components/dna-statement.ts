/**
 * What the matter page says about its DNA, once: the representative barcode when there is one;
 * else, for a reader who sees the reference library, the library when it has sequences (the
 * data-quality rule counts such a matter as having a barcode, so the page must not say "none");
 * else "no DNA barcode". `libraryTotal` is undefined while the library is loading or not shown.
 */
export type DnaStatement = 'barcode' | 'library' | 'none' | 'pending';

export function dnaStatement(
  hasBarcode: boolean,
  libraryShown: boolean,
  libraryTotal: number | undefined,
): DnaStatement {
  if (hasBarcode) return 'barcode';
  if (!libraryShown) return 'none';
  if (libraryTotal === undefined) return 'pending';
  return libraryTotal > 0 ? 'library' : 'none';
}
