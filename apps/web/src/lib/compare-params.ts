/**
 * The comparison's URL: `?kind=<list path>&ids=1,2,3`. The URL is the whole state, so a
 * comparison can be shared or bookmarked.
 */
export const COMPARE_KINDS = ['matters', 'products', 'matter-samples', 'product-samples'] as const;
export type CompareKind = (typeof COMPARE_KINDS)[number];

export const MIN_COMPARE = 2;
export const MAX_COMPARE = 4;

export function isCompareKind(v: unknown): v is CompareKind {
  return typeof v === 'string' && (COMPARE_KINDS as readonly string[]).includes(v);
}

/** Kind and ids from the query string: unknown kinds give null; ids are positive, unique, at most 4. */
export function parseCompareParams(search: URLSearchParams): { kind: CompareKind | null; ids: number[] } {
  const kind = search.get('kind');
  const ids: number[] = [];
  for (const part of (search.get('ids') ?? '').split(',')) {
    const n = Number(part.trim());
    if (part.trim() !== '' && Number.isSafeInteger(n) && n > 0 && !ids.includes(n)) ids.push(n);
    if (ids.length === MAX_COMPARE) break;
  }
  return { kind: isCompareKind(kind) ? kind : null, ids };
}

/** The query string of a comparison (without the leading `?`). */
export function compareQuery(kind: CompareKind, ids: readonly number[]): string {
  return new URLSearchParams({ kind, ids: ids.slice(0, MAX_COMPARE).join(',') }).toString();
}
