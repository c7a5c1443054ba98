/**
 * The list pages keep their whole state (paging, search box, filters, sort) in the URL, so
 * back/forward and shared links show the same list. These pure helpers translate between
 * the URL and the API query, and between antd's sorter and the API's `field:dir`.
 */

export const DEFAULT_CURRENT = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];
const PAGING_KEYS = ['current', 'pageSize'];
/** Keys every catalogue list understands: the search box, sort, and the data-quality rule filter. */
const COMMON_KEYS = ['q', 'sort', 'quality'];

export type ListState = Record<string, string | undefined>;

/** The list state of a URL: only the keys a page knows about. */
export function readListState(search: URLSearchParams, keys: readonly string[]): ListState {
  const out: ListState = {};
  for (const key of new Set([...PAGING_KEYS, ...COMMON_KEYS, ...keys])) {
    const value = search.get(key);
    if (value !== null && value !== '') out[key] = value;
  }
  return out;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function pagingOf(state: ListState): { current: number; pageSize: number } {
  return {
    current: positiveInt(state.current, DEFAULT_CURRENT),
    pageSize: Math.min(positiveInt(state.pageSize, DEFAULT_PAGE_SIZE), 100),
  };
}

/** The API query of a list state: paging as numbers, empty values dropped. */
export function toApiQuery(state: ListState): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(state)) if (value !== undefined && value !== '') out[key] = value;
  return { ...out, ...pagingOf(state) };
}

/**
 * Applies a change to the URL parameters. Any change other than paging sends the list back
 * to page 1 (page 7 of a new filter rarely exists). Empty values are removed.
 */
export function patchSearch(search: URLSearchParams, patch: ListState): URLSearchParams {
  const next = new URLSearchParams(search);
  let filterChanged = false;
  for (const [key, value] of Object.entries(patch)) {
    if ((search.get(key) ?? undefined) !== (value || undefined) && !PAGING_KEYS.includes(key)) filterChanged = true;
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (filterChanged && !('current' in patch)) next.delete('current');
  return next;
}

/** Removes every list key (search, filters, sort, paging) but keeps unrelated parameters. */
export function clearSearch(search: URLSearchParams, keys: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of [...PAGING_KEYS, ...COMMON_KEYS, ...keys]) next.delete(key);
  return next;
}

export type SortOrder = 'ascend' | 'descend' | null;

/** antd column sortOrder for `field` from the API's `field:asc|desc`. */
export function sortOrderOf(sort: string | undefined, field: string): SortOrder {
  if (!sort) return null;
  const [f, dir] = sort.split(':');
  if (f !== field) return null;
  return dir === 'asc' ? 'ascend' : dir === 'desc' ? 'descend' : null;
}

/** The API's sort value for an antd sorter, or undefined when sorting is cleared. */
export function sortValueOf(field: string | undefined, order: SortOrder | undefined): string | undefined {
  if (!field || !order) return undefined;
  return `${field}:${order === 'ascend' ? 'asc' : 'desc'}`;
}
