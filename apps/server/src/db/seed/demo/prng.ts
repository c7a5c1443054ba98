/** mulberry32: a tiny deterministic PRNG, so the demo data is the same on every install. */
export function mulberry32(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** Integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** Float in [min, max) rounded to `digits`. */
    float: (min: number, max: number, digits = 2) => Number((min + next() * (max - min)).toFixed(digits)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    /** `n` distinct items. */
    sample: <T>(list: readonly T[], n: number): T[] => {
      const copy = [...list];
      const out: T[] = [];
      while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
      return out;
    },
    chance: (p: number) => next() < p,
  };
}
export type Prng = ReturnType<typeof mulberry32>;
