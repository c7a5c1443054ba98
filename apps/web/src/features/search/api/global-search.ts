import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GlobalSearchResult } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';
import { useUserStore } from '@/stores/user';

/** GET /api/search?q= — matters and products for everyone; samples and reports when signed in. */
export const globalSearchQuery = (q: string, role: string) =>
  queryOptions({
    // The role decides what is found (visitors: no samples; researchers: published reports only).
    queryKey: ['search', 'global', q, role],
    queryFn: ({ signal }) => apiGet<GlobalSearchResult>('/api/search', { q, limit: 5 }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useGlobalSearch(q: string) {
  const role = useUserStore((s) => s.role);
  return useQuery({ ...globalSearchQuery(q, role), enabled: q.trim() !== '' });
}
