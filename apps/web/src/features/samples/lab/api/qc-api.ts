import { useMutation, useQuery } from '@tanstack/react-query';
import type { Nonconformity, QcChart, QcPositionCreate, WorksheetQc } from '@yaoshi/contracts';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

export const qcKeys = {
  all: ['qc'] as const,
  sheet: (id: number) => ['qc', 'sheet', id] as const,
  chart: (standardId: number, material: string) => ['qc', 'chart', standardId, material] as const,
  nonconformities: (status: NonconformityFilter) => ['qc', 'nonconformities', status] as const,
};

export type NonconformityFilter = 'open' | 'closed' | 'all';

/** GET /api/qc/nonconformities — the lab's nonconformities, newest first. */
export const useNonconformities = (status: NonconformityFilter) =>
  useQuery({
    queryKey: qcKeys.nonconformities(status),
    queryFn: ({ signal }) => apiGet<Nonconformity[]>('/api/qc/nonconformities', { status }, { signal }),
  });

/** GET /api/worksheets/:id/qc — the run's QC positions, what they compute and its hold. */
export const useWorksheetQc = (id: number) =>
  useQuery({
    queryKey: qcKeys.sheet(id),
    queryFn: ({ signal }) => apiGet<WorksheetQc>(`/api/worksheets/${id}/qc`, undefined, { signal }),
  });

/** GET /api/qc/chart — a Levey–Jennings chart of one control material and analyte. */
export const useQcChart = (standardId: number, material: string) =>
  useQuery({
    queryKey: qcKeys.chart(standardId, material),
    queryFn: ({ signal }) => apiGet<QcChart>('/api/qc/chart', { standard_id: standardId, material }, { signal }),
  });

const refresh = () => queryClient.invalidateQueries({ queryKey: qcKeys.all });

export const useAddQcPosition = (id: number) =>
  useMutation({
    mutationFn: (body: Partial<QcPositionCreate> & { kind: QcPositionCreate['kind'] }) =>
      apiPost<WorksheetQc>(`/api/worksheets/${id}/qc/positions`, body),
    onSettled: refresh,
  });

export const useDeleteQcPosition = (id: number) =>
  useMutation({
    mutationFn: (positionId: number) => apiDelete<WorksheetQc>(`/api/worksheets/${id}/qc/positions/${positionId}`),
    onSettled: refresh,
  });

export const useQcResults = (id: number) =>
  useMutation({
    mutationFn: (b: { positionId: number; results: { standard_id: number; value: string | null }[] }) =>
      apiPut<WorksheetQc>(`/api/worksheets/${id}/qc/positions/${b.positionId}/results`, { results: b.results }),
    onSettled: refresh,
  });

export const useCorrectiveAction = (id: number) =>
  useMutation({
    mutationFn: (body: { action: string; taken_by: string; taken_at: number | null }) =>
      apiPost<WorksheetQc>(`/api/worksheets/${id}/qc/corrective-actions`, body),
    onSettled: refresh,
  });

export const useCloseNonconformity = () =>
  useMutation({
    mutationFn: (b: { id: number; note: string }) =>
      apiPost<Nonconformity>(`/api/qc/nonconformities/${b.id}/close`, { note: b.note }),
    onSettled: refresh,
  });

export const useSetBaseline = () =>
  useMutation({
    mutationFn: (body: { standard_id: number; material: string; worksheet_ids: number[] }) =>
      apiPost<QcChart>('/api/qc/baselines', body),
    onSettled: refresh,
  });
