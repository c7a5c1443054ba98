import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BasicProfileResult } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/profile/basic: the group form starts from the latest submitted parameters. */
export const fetchLatestParams = () => apiGet<BasicProfileResult>('/api/profile/basic');

export const latestParamsQuery = () => queryOptions({ queryKey: ['profile', 'basic'], queryFn: fetchLatestParams });

export const useLatestParams = () => useQuery(latestParamsQuery());
