import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PeriodSeries } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/content-publish: online records added per week (8 weeks), per kind. */
export const fetchPublish = () => apiGet<PeriodSeries>('/api/content-publish');

export const publishQuery = () => queryOptions({ queryKey: ['analytics', 'publish'], queryFn: fetchPublish });

export const usePublish = () => useQuery(publishQuery());
