import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOverview } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/data-overview: per kind, total and new per week over 8 weeks. */
export const fetchDataOverview = () => apiGet<DataOverview>('/api/data-overview');

export const dataOverviewQuery = () =>
  queryOptions({ queryKey: ['analytics', 'overview'], queryFn: fetchDataOverview });

export const useDataOverview = () => useQuery(dataOverviewQuery());
