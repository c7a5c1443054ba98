import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardOverview } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/dashboard/overview: totals per kind, this week vs last week. */
export const fetchOverview = () => apiGet<DashboardOverview>('/api/dashboard/overview');

export const overviewQuery = () => queryOptions({ queryKey: ['dashboard', 'overview'], queryFn: fetchOverview });

export const useOverview = () => useQuery(overviewQuery());
