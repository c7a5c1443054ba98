import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatterDetail } from '@yaoshi/contracts';
import { fetchDetail, recordKeys } from '@/components/record-kit/record-api';

/** GET /api/matters/:id — the record with its products, samples and regulations. */
export const fetchMatter = (id: number, signal?: AbortSignal) => fetchDetail<MatterDetail>('matters', id, signal);

export const matterQuery = (id: number) =>
  queryOptions({ queryKey: recordKeys.detail('matters', id), queryFn: ({ signal }) => fetchMatter(id, signal) });

export function useMatter(id: number | null) {
  return useQuery({ ...matterQuery(id ?? 0), enabled: id !== null });
}
