import { decodeBase } from './nucleotides';

/**
 * Banded local alignment (Smith-Waterman with affine gaps, Gotoh), BLASTN's nucleotide scores:
 * +2 identical base, +1 compatible IUPAC code (N against A…), −3 mismatch, a gap of k bases
 * costs 5 + 2k. Only cells within `halfBand` of the diagonal `diagonal` (reference position −
 * query position, from the k-mer seeds) are computed: O(query × band) instead of O(query × ref).
 */
export const SCORES = { match: 2, compatible: 1, mismatch: -3, gapOpen: 5, gapExtend: 2 } as const;

export interface LocalAlignment {
  score: number;
  /** 0-based, end exclusive. */
  qStart: number;
  qEnd: number;
  sStart: number;
  sEnd: number;
  /** Alignment columns, identical (or compatible) columns, gap columns. */
  columns: number;
  identical: number;
  gaps: number;
}

export interface AlignmentText {
  query: string;
  match: string;
  subject: string;
}

const NEG = -1_000_000;
// Traceback byte: bits 0-1 where H came from (0 start, 1 diagonal, 2 E, 3 F); bit 2 E opened
// from H (else extended); bit 3 F opened from H.
const FROM_DIAG = 1;
const FROM_E = 2;
const FROM_F = 3;
const E_OPEN = 4;
const F_OPEN = 8;

function pairScore(a: number, b: number): number {
  if (a === b && (a & (a - 1)) === 0) return SCORES.match;
  return a & b ? SCORES.compatible : SCORES.mismatch;
}

export function bandedLocalAlign(
  query: Uint8Array,
  subject: Uint8Array,
  diagonal: number,
  halfBand: number,
  withText = false,
): { alignment: LocalAlignment; text: AlignmentText | null } | null {
  const n = query.length;
  const m = subject.length;
  const width = 2 * halfBand + 1;
  const open = SCORES.gapOpen + SCORES.gapExtend;
  const ext = SCORES.gapExtend;
  let hPrev = new Int32Array(m + 1);
  let hCur = new Int32Array(m + 1);
  let fPrev = new Int32Array(m + 1).fill(NEG);
  let fCur = new Int32Array(m + 1).fill(NEG);
  const trace = new Uint8Array(n * width);
  let best = 0;
  let bestI = 0;
  let bestJ = 0;

  for (let i = 1; i <= n; i++) {
    const lo0 = i + diagonal - halfBand; // unclipped: the traceback offset of this row
    const lo = Math.max(1, lo0);
    const hi = Math.min(m, i + diagonal + halfBand);
    if (lo > hi) {
      [hPrev, hCur] = [hCur, hPrev];
      [fPrev, fCur] = [fCur, fPrev];
      continue;
    }
    const qi = query[i - 1]!;
    const row = (i - 1) * width - lo0;
    let e = NEG;
    hCur[lo - 1] = 0; // left of the band: a local alignment may start anywhere
    for (let j = lo; j <= hi; j++) {
      let tb = 0;
      const eOpen = hCur[j - 1]! - open;
      const eExt = e - ext;
      if (eOpen >= eExt) {
        e = eOpen;
        tb |= E_OPEN;
      } else e = eExt;
      const fOpen = hPrev[j]! - open;
      const fExt = fPrev[j]! - ext;
      let f: number;
      if (fOpen >= fExt) {
        f = fOpen;
        tb |= F_OPEN;
      } else f = fExt;
      fCur[j] = f;
      const d = hPrev[j - 1]! + pairScore(qi, subject[j - 1]!);
      let h = 0;
      if (d > h) {
        h = d;
        tb = (tb & ~3) | FROM_DIAG;
      }
      if (e > h) {
        h = e;
        tb = (tb & ~3) | FROM_E;
      }
      if (f > h) {
        h = f;
        tb = (tb & ~3) | FROM_F;
      }
      hCur[j] = h;
      trace[row + j] = tb;
      if (h > best) {
        best = h;
        bestI = i;
        bestJ = j;
      }
    }
    // Cells right of this band are read by the next row as "above": they must be empty.
    if (hi < m) {
      hCur[hi + 1] = 0;
      fCur[hi + 1] = NEG;
    }
    [hPrev, hCur] = [hCur, hPrev];
    [fPrev, fCur] = [fCur, fPrev];
  }
  if (best <= 0) return null;

  let i = bestI;
  let j = bestJ;
  let state: 0 | 1 | 2 = 0; // 0 H, 1 E (gap in query), 2 F (gap in subject)
  let columns = 0;
  let identical = 0;
  let gaps = 0;
  const q: string[] = [];
  const mid: string[] = [];
  const s: string[] = [];
  const at = (ii: number, jj: number) => trace[(ii - 1) * width + jj - (ii + diagonal - halfBand)]!;
  while (i > 0 && j > 0) {
    const tb = at(i, j);
    if (state === 0) {
      const from = tb & 3;
      if (from === 0) break;
      if (from === FROM_E) {
        state = 1;
        continue;
      }
      if (from === FROM_F) {
        state = 2;
        continue;
      }
      const a = query[i - 1]!;
      const b = subject[j - 1]!;
      columns++;
      const same = a === b && (a & (a - 1)) === 0;
      if (same || a & b) identical++;
      if (withText) {
        q.push(decodeBase(a));
        s.push(decodeBase(b));
        mid.push(same ? '|' : a & b ? '.' : ' ');
      }
      i--;
      j--;
    } else if (state === 1) {
      columns++;
      gaps++;
      if (withText) {
        q.push('-');
        s.push(decodeBase(subject[j - 1]!));
        mid.push(' ');
      }
      if (tb & E_OPEN) state = 0;
      j--;
    } else {
      columns++;
      gaps++;
      if (withText) {
        q.push(decodeBase(query[i - 1]!));
        s.push('-');
        mid.push(' ');
      }
      if (tb & F_OPEN) state = 0;
      i--;
    }
  }
  return {
    alignment: { score: best, qStart: i, qEnd: bestI, sStart: j, sEnd: bestJ, columns, identical, gaps },
    text: withText
      ? { query: q.reverse().join(''), match: mid.reverse().join(''), subject: s.reverse().join('') }
      : null,
  };
}
