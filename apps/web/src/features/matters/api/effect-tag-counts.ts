import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { effectTagCountSchema } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

export type EffectTagCount = z.infer<typeof effectTagCountSchema>;

/** GET /api/matters/effect-tags: the effect filter's options with how many matters carry each. */
export const effectTagCountsQuery = queryOptions({
  queryKey: ['records', 'matters', 'effect-tags'],
  queryFn: ({ signal }) => apiGet<EffectTagCount[]>('/api/matters/effect-tags', undefined, { signal }),
  staleTime: 5 * 60_000,
});

export function useEffectTagCounts() {
  return useQuery(effectTagCountsQuery);
}
