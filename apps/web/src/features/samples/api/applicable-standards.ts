import { useQuery } from '@tanstack/react-query';
import type { ApplicableStandards } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

/**
 * GET /api/standards/applicable?sample_id= — what a sample's results are judged against (the
 * report form). Keyed under ['standards'], so an edit of a limit refreshes it too.
 */
export function useApplicableStandards(sampleId: number | null) {
  return useQuery({
    queryKey: ['standards', 'applicable', sampleId ?? 0],
    queryFn: ({ signal }) =>
      apiGet<ApplicableStandards>('/api/standards/applicable', { sample_id: sampleId }, { signal }),
    enabled: sampleId !== null,
  });
}
