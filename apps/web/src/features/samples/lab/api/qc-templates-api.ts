import { useMutation, useQuery } from '@tanstack/react-query';
import type { QcTemplate, QcTemplateBody } from '@yaoshi/contracts';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

const key = ['qc', 'templates'] as const;

/** GET /api/qc/templates — worksheet templates (signed in). */
export const useQcTemplates = (enabled = true) =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiGet<QcTemplate[]>('/api/qc/templates', undefined, { signal }),
    enabled,
  });

const refresh = () => queryClient.invalidateQueries({ queryKey: key });

/** POST / PUT /api/qc/templates (QA managers, admins; the whole template). */
export const useSaveQcTemplate = () =>
  useMutation({
    mutationFn: (m: { id: number | null; body: QcTemplateBody }) =>
      m.id === null
        ? apiPost<QcTemplate>('/api/qc/templates', m.body)
        : apiPut<QcTemplate>(`/api/qc/templates/${m.id}`, m.body),
    onSuccess: refresh,
  });

export const useDeleteQcTemplate = () =>
  useMutation({
    mutationFn: (id: number) => apiDelete<{ id: number }>(`/api/qc/templates/${id}`),
    onSuccess: refresh,
  });
