import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { LabQueue, SampleLifecycle, SampleTransitionBody, SampleTransitionResult } from '@yaoshi/contracts';
import { apiGet, apiPost } from '@/lib/api-client';
import { invalidateRecords } from '@/components/record-kit/record-api';
import { queryClient } from '@/lib/query-client';

type SamplePath = 'matter-samples' | 'product-samples';

export const lifecycleKeys = {
  all: ['sample-lifecycle'] as const,
  one: (path: SamplePath, id: number) => ['sample-lifecycle', path, id] as const,
  queue: ['sample-lifecycle', 'queue'] as const,
};

/** GET /api/{matter,product}-samples/:id/transitions — history, retests, the caller's moves. */
export const sampleLifecycleQuery = (path: SamplePath, id: number) =>
  queryOptions({
    queryKey: lifecycleKeys.one(path, id),
    queryFn: ({ signal }) => apiGet<SampleLifecycle>(`/api/${path}/${id}/transitions`, undefined, { signal }),
  });

export const useSampleLifecycle = (path: SamplePath, id: number) => useQuery(sampleLifecycleQuery(path, id));

/** POST …/:id/transitions; refreshes the sample, the lists, the queue counts and the history. */
export function useSampleTransition(path: SamplePath, id: number) {
  return useMutation({
    mutationFn: (body: SampleTransitionBody) => apiPost<SampleTransitionResult>(`/api/${path}/${id}/transitions`, body),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: lifecycleKeys.all }), invalidateRecords()]);
    },
  });
}

/** GET /api/sample-lifecycle/queue — samples waiting for the caller's role. */
export const labQueueQuery = () =>
  queryOptions({
    queryKey: lifecycleKeys.queue,
    queryFn: ({ signal }) => apiGet<LabQueue>('/api/sample-lifecycle/queue', undefined, { signal }),
  });

export const useLabQueue = () => useQuery(labQueueQuery());
