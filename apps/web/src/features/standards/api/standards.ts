import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Page, Standard, StandardCreate } from '@yaoshi/contracts';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { invalidateRecords } from '@/components/record-kit/record-api';

/**
 * Query keys of the limits; one invalidation refreshes lists, matter sections and report forms
 * (the samples feature reads ['standards', 'applicable', sampleId]).
 */
export const standardKeys = {
  all: ['standards'] as const,
  list: (q: StandardQuery) => ['standards', 'list', q] as const,
};

export interface StandardQuery {
  current?: number;
  pageSize?: number;
  scope?: 'matter' | 'product_type';
  matter_id?: number;
  product_type?: string;
  q?: string;
}

/** GET /api/standards (signed in). */
export function useStandards(q: StandardQuery, enabled = true) {
  return useQuery({
    queryKey: standardKeys.list(q),
    queryFn: ({ signal }) => apiGet<Page<Standard>>('/api/standards', q, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type SaveStandard = { id: number | null; body: StandardCreate };

/**
 * Lists refetch in the background: the curator's "saved" and the modal closing wait for the
 * write only, not for every list to be read again (which took seconds on a busy machine).
 */
const refresh = () => {
  void queryClient.invalidateQueries({ queryKey: standardKeys.all });
  void invalidateRecords();
};

/** POST /api/standards or PUT /api/standards/:id (admin; the whole row each time). */
export function useSaveStandard() {
  return useMutation({
    mutationFn: (s: SaveStandard) =>
      s.id === null ? apiPost<Standard>('/api/standards', s.body) : apiPut<Standard>(`/api/standards/${s.id}`, s.body),
    onSuccess: refresh,
  });
}

/** DELETE /api/standards/:id (admin). Reports already judged keep their snapshot. */
export function useDeleteStandard() {
  return useMutation({
    mutationFn: (id: number) => apiDelete<{ id: number }>(`/api/standards/${id}`),
    onSuccess: refresh,
  });
}
