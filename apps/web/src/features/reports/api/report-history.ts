import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Report, ReportAmend, ReportHistory } from '@yaoshi/contracts';
import { apiGet, apiPost } from '@/lib/api-client';

/** GET /api/reports/:id/history — the report's revisions and every change of its results. */
export const reportHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: ['reports', 'history', id],
    queryFn: ({ signal }) => apiGet<ReportHistory>(`/api/reports/${id}/history`, undefined, { signal }),
  });

export const useReportHistory = (id: number) => useQuery(reportHistoryQuery(id));

/** GET /api/reports/:id — the report with its items as entered (what an amendment starts from). */
export const useReportRecord = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['reports', 'record', id],
    queryFn: ({ signal }) => apiGet<Report>(`/api/reports/${id}`, undefined, { signal }),
    enabled,
  });

/** POST /api/reports/:id/amendments — issues the next revision. */
export function useAmendReport(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportAmend) => apiPost<Report>(`/api/reports/${id}/amendments`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['reports'] }),
  });
}
