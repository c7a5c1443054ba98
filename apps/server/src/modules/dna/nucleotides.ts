/**
 * Nucleotides as 4-bit IUPAC masks (A=1, C=2, G=4, T=8; N=15), so an ambiguity code matches
 * every base it stands for with one AND, and the reverse complement is a bit swap.
 */
const MASKS: Record<string, number> = {
  A: 1,
  C: 2,
  G: 4,
  T: 8,
  U: 8,
  R: 5,
  Y: 10,
  S: 6,
  W: 9,
  K: 12,
  M: 3,
  B: 14,
  D: 13,
  H: 11,
  V: 7,
  N: 15,
};
const LETTERS = ['', 'A', 'C', 'M', 'G', 'R', 'S', 'V', 'T', 'W', 'Y', 'H', 'K', 'D', 'B', 'N'];

export function encode(seq: string): Uint8Array {
  const out = new Uint8Array(seq.length);
  for (let i = 0; i < seq.length; i++) out[i] = MASKS[seq[i]!] ?? 15;
  return out;
}

export function decodeBase(mask: number): string {
  return LETTERS[mask] ?? 'N';
}

/** A↔T, C↔G on each bit, so R (A|G) becomes Y (T|C) as it should. */
function complementMask(m: number): number {
  return ((m & 1) << 3) | ((m & 8) >> 3) | ((m & 2) << 1) | ((m & 4) >> 1);
}

export function reverseComplement(seq: Uint8Array): Uint8Array {
  const n = seq.length;
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = complementMask(seq[n - 1 - i]!);
  return out;
}

/** The same on text (tests and the seed). */
export function reverseComplementText(seq: string): string {
  return [...reverseComplement(encode(seq))].map(decodeBase).join('');
}

/** Two-bit code of an unambiguous base, -1 otherwise (k-mers are taken from clean stretches only). */
export function twoBit(mask: number): number {
  switch (mask) {
    case 1:
      return 0;
    case 2:
      return 1;
    case 4:
      return 2;
    case 8:
      return 3;
    default:
      return -1;
  }
}
