import { useQuery } from '@tanstack/react-query';
import type { LabStats } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/dashboard/lab-stats — turnaround, pass rate and failing items of the last `days` days. */
export const useLabStats = (days = 90) =>
  useQuery({
    queryKey: ['dashboard', 'lab-stats', days],
    queryFn: ({ signal }) => apiGet<LabStats>('/api/dashboard/lab-stats', { days }, { signal }),
  });
