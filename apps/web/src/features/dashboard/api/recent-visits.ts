import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentVisit } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/dashboard/recent-visits: records this user opened lately. */
export const fetchRecentVisits = () => apiGet<RecentVisit[]>('/api/dashboard/recent-visits');

export const recentVisitsQuery = () =>
  queryOptions({ queryKey: ['dashboard', 'recent-visits'], queryFn: fetchRecentVisits, staleTime: 0 });

export const useRecentVisits = () => useQuery(recentVisitsQuery());
