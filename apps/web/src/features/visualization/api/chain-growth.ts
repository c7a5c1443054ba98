import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChainGrowth, ConsoleKind } from '@yaoshi/contracts';
import { apiPost } from '@/lib/api-client';

/** POST /api/data-chain-growth {quota}: running total per month for one kind. */
export const fetchChainGrowth = (quota: ConsoleKind) => apiPost<ChainGrowth>('/api/data-chain-growth', { quota });

export const chainGrowthQuery = (quota: ConsoleKind) =>
  queryOptions({
    queryKey: ['analytics', 'chain-growth', quota],
    queryFn: () => fetchChainGrowth(quota),
    placeholderData: keepPreviousData,
  });

export const useChainGrowth = (quota: ConsoleKind) => useQuery(chainGrowthQuery(quota));
