/**
 * What QC positions compute from their results: relative percent difference of a duplicate,
 * recovery of a spike and bias against a reference material's certified value.
 */

/** |a − b| over their mean, in %; 0 when both are 0. */
export function rpd(a: number, b: number): number {
  const mean = (a + b) / 2;
  if (mean === 0) return a === b ? 0 : Infinity;
  return (Math.abs(a - b) / Math.abs(mean)) * 100;
}

/** (spiked − unspiked) / added, in %. */
export function recovery(spiked: number, unspiked: number, added: number): number {
  return ((spiked - unspiked) / added) * 100;
}

/** (measured − certified) / certified, in %, and whether the difference lies within U. */
export function bias(measured: number, certified: number, u: number | null) {
  return {
    percent: certified === 0 ? null : ((measured - certified) / certified) * 100,
    within_u: u === null ? null : Math.abs(measured - certified) <= u,
  };
}

/** Acceptance a standard has unless one is set for it: RPD ≤ 20 %, recovery 70–120 %. */
export const DEFAULT_QC_ACCEPTANCE = { rpd_max: 20, recovery_min: 70, recovery_max: 120 } as const;
