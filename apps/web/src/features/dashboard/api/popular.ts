import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PopularItem, PopularKind } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/popular/list?type=: most viewed records of a kind. */
export const fetchPopular = (type: PopularKind) => apiGet<PopularItem[]>('/api/popular/list', { type });

export const popularQuery = (type: PopularKind) =>
  queryOptions({
    queryKey: ['dashboard', 'popular', type],
    queryFn: () => fetchPopular(type),
    placeholderData: keepPreviousData,
  });

export const usePopular = (type: PopularKind) => useQuery(popularQuery(type));
