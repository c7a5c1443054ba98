import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, QualityInspectionCard } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

export type Verdict = QualityInspectionCard['verdict'];
export interface ReportCardsQuery {
  current: number;
  pageSize: number;
  verdict?: Verdict;
}

/** GET /api/list/quality-inspection: testing reports as cards, newest first. */
export const fetchReportCards = (q: ReportCardsQuery) =>
  apiGet<Page<QualityInspectionCard>>('/api/list/quality-inspection', q);

export const reportCardsQuery = (q: ReportCardsQuery) =>
  queryOptions({
    queryKey: ['cards', 'reports', q],
    queryFn: () => fetchReportCards(q),
    placeholderData: keepPreviousData,
  });

export const useReportCards = (q: ReportCardsQuery) => useQuery(reportCardsQuery(q));
