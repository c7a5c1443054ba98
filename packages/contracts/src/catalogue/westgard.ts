/**
 * Westgard rules on a Levey–Jennings series: each control value as a z-score against the
 * baseline's mean and SD, and the rules each point completes. 1-2s only warns; the others
 * reject the run the point belongs to. A rule that spans several points is named on the last
 * of them (the point that completed it).
 */
export const WESTGARD_RULES = ['1-2s', '1-3s', '2-2s', 'R-4s', '4-1s', '10-x'] as const;
export type WestgardRule = (typeof WESTGARD_RULES)[number];
export const WARNING_RULES: readonly WestgardRule[] = ['1-2s'];
export const isRejecting = (rule: WestgardRule) => !WARNING_RULES.includes(rule);

export interface WestgardPoint {
  z: number;
  violations: WestgardRule[];
}

/** `n` consecutive points ending at `i` all satisfy `test`. */
function run(zs: number[], i: number, n: number, test: (z: number) => boolean): boolean {
  if (i + 1 < n) return false;
  for (let k = i - n + 1; k <= i; k++) if (!test(zs[k]!)) return false;
  return true;
}

/** Evaluates each value of the series (oldest first) against the baseline `mean` and `sd` (> 0). */
export function westgard(values: readonly number[], mean: number, sd: number): WestgardPoint[] {
  if (!(sd > 0)) throw new RangeError('sd must be positive');
  const zs = values.map((v) => (v - mean) / sd);
  return zs.map((z, i) => {
    const violations: WestgardRule[] = [];
    if (Math.abs(z) > 2) violations.push('1-2s');
    if (Math.abs(z) > 3) violations.push('1-3s');
    if (run(zs, i, 2, (x) => x > 2) || run(zs, i, 2, (x) => x < -2)) violations.push('2-2s');
    if (i > 0) {
      const prev = zs[i - 1]!;
      if ((z > 2 && prev < -2) || (z < -2 && prev > 2)) violations.push('R-4s');
    }
    if (run(zs, i, 4, (x) => x > 1) || run(zs, i, 4, (x) => x < -1)) violations.push('4-1s');
    if (run(zs, i, 10, (x) => x > 0) || run(zs, i, 10, (x) => x < 0)) violations.push('10-x');
    return { z, violations };
  });
}

/** Mean and sample SD (n − 1) of a baseline; SD is 0 for fewer than two values. */
export function meanAndSd(values: readonly number[]): { mean: number; sd: number } {
  const n = values.length;
  if (n === 0) return { mean: 0, sd: 0 };
  const mean = values.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { mean, sd: 0 };
  const ss = values.reduce((a, b) => a + (b - mean) ** 2, 0);
  return { mean, sd: Math.sqrt(ss / (n - 1)) };
}
