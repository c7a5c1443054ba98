import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonitorMetrics } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

/** The monitor promises live numbers: a new snapshot at most every 5 s. */
export const METRICS_POLL_MS = 5_000;

/** GET /api/monitor/metrics. Silent: one missed poll must not raise a toast every 5 s. */
export const fetchMetrics = () => apiGet<MonitorMetrics>('/api/monitor/metrics', undefined, { silent: true });

export const metricsQuery = () =>
  queryOptions({
    queryKey: ['monitor', 'metrics'],
    queryFn: fetchMetrics,
    refetchInterval: METRICS_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

export const useMetrics = () => useQuery(metricsQuery());
