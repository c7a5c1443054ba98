import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LabQueue } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/sample-lifecycle/queue — samples waiting for the caller's role, per kind and state. */
export const fetchLabQueue = () => apiGet<LabQueue>('/api/sample-lifecycle/queue');

// Same key as the samples feature's queue, so a transition there refreshes these counts.
export const labQueueQuery = () => queryOptions({ queryKey: ['sample-lifecycle', 'queue'], queryFn: fetchLabQueue });

export const useLabQueue = () => useQuery(labQueueQuery());
