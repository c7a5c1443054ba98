import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserActivity, UserVisitsItem } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/user/latest-activity: my operation-log entries. */
export const fetchLatestActivity = () => apiGet<UserActivity[]>('/api/user/latest-activity', { limit: 10 });
export const latestActivityQuery = () =>
  queryOptions({ queryKey: ['user', 'latest-activity'], queryFn: fetchLatestActivity });
export const useLatestActivity = () => useQuery(latestActivityQuery());

/** GET /api/user/visits: views of the records I curate, this week vs last. */
export const fetchVisits = () => apiGet<UserVisitsItem[]>('/api/user/visits');
export const visitsQuery = () => queryOptions({ queryKey: ['user', 'visits'], queryFn: fetchVisits });
export const useVisits = () => useQuery(visitsQuery());
