import { useQuery } from '@tanstack/react-query';
import type { LabMethod, Page } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

/**
 * GET /api/lab-methods?standard_ids= — the validated methods of a sample's standards, by standard
 * id: the report form flags a result outside a method's range and shows the U it derives.
 * Keyed under ['lab-methods'], so an edit of a method refreshes it.
 */
export function useStandardMethods(standardIds: number[]) {
  const ids = [...new Set(standardIds)].sort((a, b) => a - b);
  return useQuery({
    queryKey: ['lab-methods', 'of-standards', ids.join(',')],
    queryFn: async ({ signal }) => {
      const page = await apiGet<Page<LabMethod>>(
        '/api/lab-methods',
        { standard_ids: ids.join(','), pageSize: 100 },
        { signal },
      );
      return new Map(page.list.map((m) => [m.standard_id, m]));
    },
    enabled: ids.length > 0,
  });
}
