import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MatterSampleRow } from '@yaoshi/contracts';
import { fetchPage, recordKeys, type ListQuery } from '@/components/record-kit/record-api';

/** GET /api/matter-samples?current&pageSize&q&sort&matter_id&grade&source&region&collected_from&collected_to&status */
export const fetchMatterSamples = (query: ListQuery, signal?: AbortSignal) =>
  fetchPage<MatterSampleRow>('matter-samples', query, signal);

export const matterSamplesQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: recordKeys.list('matter-samples', query),
    queryFn: ({ signal }) => fetchMatterSamples(query, signal),
    placeholderData: keepPreviousData,
  });

export function useMatterSamples(query: ListQuery) {
  return useQuery(matterSamplesQuery(query));
}
