import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RegulationRow } from '@yaoshi/contracts';
import { fetchPage, recordKeys, type ListQuery } from '@/components/record-kit/record-api';

/** GET /api/regulations?current&pageSize&q&regulation_type&in_force&sort. */
export const regulationListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: recordKeys.list('regulations', query),
    queryFn: ({ signal }) => fetchPage<RegulationRow>('regulations', query, signal),
    placeholderData: keepPreviousData,
  });

export const useRegulationList = (query: ListQuery) => useQuery(regulationListQuery(query));
