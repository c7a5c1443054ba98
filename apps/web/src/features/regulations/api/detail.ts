import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegulationDetail } from '@yaoshi/contracts';
import { fetchDetail, recordKeys } from '@/components/record-kit/record-api';

/** GET /api/regulations/:id: the regulation with the matters it applies to. */
export const regulationDetailQuery = (id: number) =>
  queryOptions({
    queryKey: recordKeys.detail('regulations', id),
    queryFn: ({ signal }) => fetchDetail<RegulationDetail>('regulations', id, signal),
  });

export const useRegulation = (id: number | null) =>
  useQuery({ ...regulationDetailQuery(id ?? 0), enabled: id !== null });
