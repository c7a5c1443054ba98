import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FactCounts, FactReview } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

/** Query keys of proof-reading states; the review queue invalidates ['fact-reviews'] after a verdict. */
export const factReviewKeys = {
  all: ['fact-reviews'] as const,
  matter: (id: number, version: number) => ['fact-reviews', 'matter', id, version] as const,
  totals: ['fact-reviews', 'totals'] as const,
};

/**
 * GET /api/matters/:id/fact-reviews — the review state of each monograph fact, by key. Keyed by
 * the matter's updated_at too: an edit (which may unverify facts) reads the states afresh.
 */
export const matterFactReviewsQuery = (matterId: number, updatedAt: number) =>
  queryOptions({
    queryKey: factReviewKeys.matter(matterId, updatedAt),
    queryFn: ({ signal }) => apiGet<FactReview[]>(`/api/matters/${matterId}/fact-reviews`, undefined, { signal }),
  });

export function useMatterFactReviews(matterId: number, updatedAt: number) {
  return useQuery({
    ...matterFactReviewsQuery(matterId, updatedAt),
    select: (rows) => new Map(rows.map((r) => [r.key, r])),
  });
}

/** GET /api/fact-reviews/totals — how much of the catalogue is verified. */
export const factTotalsQuery = () =>
  queryOptions({
    queryKey: factReviewKeys.totals,
    queryFn: ({ signal }) => apiGet<FactCounts>('/api/fact-reviews/totals', undefined, { signal }),
  });

export function useFactTotals() {
  return useQuery(factTotalsQuery());
}
