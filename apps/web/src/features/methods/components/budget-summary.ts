import { combinedRelative, significant } from '@yaoshi/contracts';

/**
 * What the budget shows while it is typed: u_c,rel (root sum of squares of the components'
 * relative standard uncertainties) and the relative expanded uncertainty k × u_c,rel, both in
 * percent; null while no component has a usable value.
 */
export function budgetSummary(
  components: readonly ({ u_rel?: string | null } | undefined)[] | undefined,
  k: string | null | undefined,
): { combined: string; expanded: string | null } | null {
  const values = (components ?? [])
    .map((c) => (c?.u_rel ?? '').trim())
    .filter((v) => /^\d+(\.\d+)?$/.test(v) && Number(v) > 0);
  if (values.length === 0) return null;
  const combined = combinedRelative(values.map((u_rel) => ({ u_rel })));
  const kn = Number((k ?? '').trim());
  return {
    combined: significant(combined, 3),
    expanded: kn > 0 ? significant(kn * combined, 3) : null,
  };
}
