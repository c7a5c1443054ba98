import { twoBit } from './nucleotides';

/**
 * The prefilter: every distinct k-mer of every reference, as postings (reference numbers) per
 * k-mer in one flat array (CSR). A query's k-mers vote for the references that share them; only
 * the best voted references are aligned. k = 10: 4^10 buckets (4 MB of offsets), specific enough
 * that unrelated 500 bp barcodes share only a few k-mers, short enough that a query with 10 %
 * substitutions still shares dozens with its species.
 */
export const K = 10;
const BUCKETS = 1 << (2 * K);
const MASK = BUCKETS - 1;

/** The k-mer codes of a sequence, one per start position (-1 where an ambiguity code intervenes). */
export function kmersAt(seq: Uint8Array): Int32Array {
  const out = new Int32Array(Math.max(0, seq.length - K + 1)).fill(-1);
  let code = 0;
  let clean = 0;
  for (let i = 0; i < seq.length; i++) {
    const b = twoBit(seq[i]!);
    if (b < 0) {
      clean = 0;
      code = 0;
      continue;
    }
    code = ((code << 2) | b) & MASK;
    if (++clean >= K) out[i - K + 1] = code;
  }
  return out;
}

function distinct(codes: Int32Array): Int32Array {
  const sorted = codes.filter((c) => c >= 0).sort();
  let n = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[n++] = sorted[i]!;
  return sorted.subarray(0, n);
}

export interface KmerIndex {
  offsets: Uint32Array;
  postings: Uint32Array;
  size: number;
}

export function buildKmerIndex(refs: Uint8Array[]): KmerIndex {
  const perRef = refs.map((r) => distinct(kmersAt(r)));
  const offsets = new Uint32Array(BUCKETS + 1);
  for (const codes of perRef) for (const c of codes) offsets[c + 1]!++;
  for (let i = 0; i < BUCKETS; i++) offsets[i + 1]! += offsets[i]!;
  const fill = offsets.slice(0, BUCKETS);
  const postings = new Uint32Array(offsets[BUCKETS]!);
  perRef.forEach((codes, ref) => {
    for (const c of codes) postings[fill[c]!++] = ref;
  });
  return { offsets, postings, size: refs.length };
}

/**
 * Shared distinct k-mers of the query with each reference: returns the references with at
 * least `min` shared, best first. `counts` is a caller-owned scratch array of index.size.
 */
export function vote(
  index: KmerIndex,
  query: Uint8Array,
  counts: Uint16Array,
  min: number,
): { ref: number; shared: number }[] {
  const touched: number[] = [];
  for (const c of distinct(kmersAt(query))) {
    for (let p = index.offsets[c]!; p < index.offsets[c + 1]!; p++) {
      const ref = index.postings[p]!;
      if (counts[ref] === 0) touched.push(ref);
      counts[ref]!++;
    }
  }
  const out: { ref: number; shared: number }[] = [];
  for (const ref of touched) {
    if (counts[ref]! >= min) out.push({ ref, shared: counts[ref]! });
    counts[ref] = 0;
  }
  return out.sort((a, b) => b.shared - a.shared || a.ref - b.ref);
}

/**
 * Where the query lies on a reference: the median diagonal (reference − query position) of
 * their shared k-mers, and how far the diagonals spread (indels shift them).
 */
export function seedDiagonal(query: Uint8Array, ref: Uint8Array): { diagonal: number; spread: number } | null {
  const qPos = new Map<number, number[]>();
  kmersAt(query).forEach((c, i) => {
    if (c < 0) return;
    const list = qPos.get(c);
    if (!list) qPos.set(c, [i]);
    else if (list.length < 4) list.push(i);
  });
  const diagonals: number[] = [];
  kmersAt(ref).forEach((c, j) => {
    if (c < 0) return;
    const list = qPos.get(c);
    if (list) for (const i of list) diagonals.push(j - i);
  });
  if (!diagonals.length) return null;
  diagonals.sort((a, b) => a - b);
  const at = (f: number) => diagonals[Math.min(diagonals.length - 1, Math.floor(f * diagonals.length))]!;
  return { diagonal: at(0.5), spread: at(0.9) - at(0.1) };
}
