import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BasicProfileResult } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

export const profileKeys = { all: ['profile'] as const, basic: ['profile', 'basic'] as const };

/** GET /api/profile/basic: the latest submitted parameters and the ones before. */
export const fetchBasicProfile = () => apiGet<BasicProfileResult>('/api/profile/basic');

export const basicProfileQuery = () =>
  queryOptions({ queryKey: profileKeys.basic, queryFn: fetchBasicProfile, staleTime: 0 });

export const useBasicProfile = () => useQuery(basicProfileQuery());
