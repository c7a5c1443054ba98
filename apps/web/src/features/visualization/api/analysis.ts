import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisResult, ConsoleKind } from '@yaoshi/contracts';
import { apiPost } from '@/lib/api-client';

/** POST /api/public-opinion-analysis {quota}: total, weekly growth and new records per day. */
export const fetchAnalysis = (quota: ConsoleKind) => apiPost<AnalysisResult>('/api/public-opinion-analysis', { quota });

export const analysisQuery = (quota: ConsoleKind) =>
  queryOptions({ queryKey: ['analytics', 'kpi', quota], queryFn: () => fetchAnalysis(quota) });

export const useAnalysis = (quota: ConsoleKind) => useQuery(analysisQuery(quota));
