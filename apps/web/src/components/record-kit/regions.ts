import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegionNode } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/regions: the province/city tree (GB/T 2260). It changes with a release, not a session. */
export const regionsQuery = queryOptions({
  queryKey: ['regions'],
  queryFn: ({ signal }) => apiGet<RegionNode[]>('/api/regions', undefined, { signal }),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useRegions() {
  return useQuery(regionsQuery);
}

/** Codes from the root to `code` (e.g. [province, city]), or [] when the code is not in the tree. */
export function regionPath(tree: readonly RegionNode[], code: string | undefined): string[] {
  if (!code) return [];
  for (const node of tree) {
    if (node.id === code) return [node.id];
    const sub = regionPath(node.children ?? [], code);
    if (sub.length) return [node.id, ...sub];
  }
  return [];
}
