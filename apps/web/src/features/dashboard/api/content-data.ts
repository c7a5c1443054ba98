import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentDataPoint } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/content-data?days=: records added per day, in total and by kind. */
export const fetchContentData = (days: number) => apiGet<ContentDataPoint[]>('/api/content-data', { days });

export const contentDataQuery = (days: number) =>
  queryOptions({ queryKey: ['dashboard', 'content-data', days], queryFn: () => fetchContentData(days) });

export const useContentData = (days: number) => useQuery(contentDataQuery(days));
