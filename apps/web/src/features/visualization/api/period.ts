import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PeriodSeries } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/content-period-analysis: records added per month (12 months), per kind. */
export const fetchPeriod = () => apiGet<PeriodSeries>('/api/content-period-analysis');

export const periodQuery = () => queryOptions({ queryKey: ['analytics', 'period'], queryFn: fetchPeriod });

export const usePeriod = () => useQuery(periodQuery());
