import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MatterRow } from '@yaoshi/contracts';
import { fetchPage, recordKeys, type ListQuery } from '@/components/record-kit/record-api';

/** The list's filters in the URL (beside paging, search and sort); the route's data prefetch reads them too. */
export const MATTER_FILTER_KEYS = ['effect_tag', 'catalogue_batch', 'status'] as const;

/** GET /api/matters?current&pageSize&q&sort&effect_tag&catalogue_batch&status */
export const fetchMatters = (query: ListQuery, signal?: AbortSignal) => fetchPage<MatterRow>('matters', query, signal);

export const mattersQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: recordKeys.list('matters', query),
    queryFn: ({ signal }) => fetchMatters(query, signal),
    placeholderData: keepPreviousData,
  });

export function useMatters(query: ListQuery) {
  return useQuery(mattersQuery(query));
}
