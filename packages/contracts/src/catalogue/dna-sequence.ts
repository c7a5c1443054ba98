// Plain values and functions (no schemas), so a page that shows a sequence does not load the
// validation library; the schema of a matter's DNA barcode is in dna.ts.

/** Markers of a DNA barcode. */
export const DNA_MARKERS = ['ITS2', 'ITS', 'psbA-trnH', 'matK', 'rbcL', 'COI', 'other'] as const;

/** Length and GC content of a sequence, as shown on the detail page. */
export function dnaStats(sequence: string): { length: number; gc: number } {
  const s = sequence.toUpperCase();
  const gc = [...s].filter((c) => c === 'G' || c === 'C' || c === 'S').length;
  return { length: s.length, gc: s.length ? Math.round((gc / s.length) * 1000) / 10 : 0 };
}
