import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportDetail } from '@yaoshi/contracts';
import { fetchDetail, recordKeys } from '@/components/record-kit/record-api';

/** GET /api/reports/:id — a testing report with its items (result, unit, limit, verdict). */
export const fetchReport = (id: number, signal?: AbortSignal) => fetchDetail<ReportDetail>('reports', id, signal);

export const reportQuery = (id: number) =>
  queryOptions({ queryKey: recordKeys.detail('reports', id), queryFn: ({ signal }) => fetchReport(id, signal) });

export function useReport(id: number | null) {
  return useQuery({ ...reportQuery(id ?? 0), enabled: id !== null });
}
