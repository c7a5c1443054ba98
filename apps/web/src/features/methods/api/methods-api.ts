import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { LabMethod, LabMethodBody, Page, Standard } from '@yaoshi/contracts';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** Keyed under ['lab-methods']: an edit refreshes the list and every report form reading them. */
export const methodKeys = {
  all: ['lab-methods'] as const,
  list: (q: { current: number; pageSize: number; q?: string }) => ['lab-methods', 'list', q] as const,
};

/** GET /api/lab-methods (signed in). */
export function useMethods(q: { current: number; pageSize: number; q?: string }) {
  return useQuery({
    queryKey: methodKeys.list(q),
    queryFn: ({ signal }) => apiGet<Page<LabMethod>>('/api/lab-methods', q, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The standards a method may be recorded for, searched by item, method or source. */
export function useStandardChoices(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['standards', 'method-choices', search],
    queryFn: ({ signal }) =>
      apiGet<Page<Standard>>('/api/standards', { q: search || undefined, pageSize: 50 }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

const refresh = () => void queryClient.invalidateQueries({ queryKey: methodKeys.all });

/** POST /api/lab-methods or PUT /api/lab-methods/:id (QA managers, admins; the whole record). */
export function useSaveMethod() {
  return useMutation({
    mutationFn: (m: { id: number | null; body: LabMethodBody }) =>
      m.id === null
        ? apiPost<LabMethod>('/api/lab-methods', m.body)
        : apiPut<LabMethod>(`/api/lab-methods/${m.id}`, m.body),
    onSuccess: refresh,
  });
}

/** DELETE /api/lab-methods/:id: reports judged with it keep what they were judged with. */
export function useDeleteMethod() {
  return useMutation({
    mutationFn: (id: number) => apiDelete<{ id: number }>(`/api/lab-methods/${id}`),
    onSuccess: refresh,
  });
}
