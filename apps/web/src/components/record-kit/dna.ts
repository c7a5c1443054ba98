import { dnaStats } from '@yaoshi/contracts';

/** Splits a sequence into groups of `size` bases (the usual way a barcode is printed). */
export function groupSequence(sequence: string, size = 10): string[] {
  const s = sequence.replace(/\s+/g, '').toUpperCase();
  const out: string[] = [];
  for (let i = 0; i < s.length; i += size) out.push(s.slice(i, i + size));
  return out;
}

/** Lines of `perLine` groups, each prefixed with the 1-based position of its first base. */
export function sequenceLines(sequence: string, size = 10, perLine = 6): { start: number; groups: string[] }[] {
  const groups = groupSequence(sequence, size);
  const lines: { start: number; groups: string[] }[] = [];
  for (let i = 0; i < groups.length; i += perLine)
    lines.push({ start: i * size + 1, groups: groups.slice(i, i + perLine) });
  return lines;
}

/** Length and GC % of a sequence (the contract's definition), GC formatted with one decimal. */
export function sequenceSummary(sequence: string): { length: number; gc: string } {
  const { length, gc } = dnaStats(sequence.replace(/\s+/g, ''));
  return { length, gc: gc.toFixed(1) };
}
