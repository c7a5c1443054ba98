import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatterSampleDetail } from '@yaoshi/contracts';
import { fetchDetail, recordKeys } from '@/components/record-kit/record-api';

/** GET /api/matter-samples/:id — the sample with its matter and testing reports. */
export const fetchMatterSample = (id: number, signal?: AbortSignal) =>
  fetchDetail<MatterSampleDetail>('matter-samples', id, signal);

export const matterSampleQuery = (id: number) =>
  queryOptions({
    queryKey: recordKeys.detail('matter-samples', id),
    queryFn: ({ signal }) => fetchMatterSample(id, signal),
  });

export function useMatterSample(id: number | null) {
  return useQuery({ ...matterSampleQuery(id ?? 0), enabled: id !== null });
}
