import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  FactReview,
  FactVerdict,
  ReviewImportResult,
  ReviewQueueItem,
  ReviewQueueQuery,
  ReviewSummary,
} from '@yaoshi/contracts';
import { apiGet, apiPost } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** Every proof-reading query starts with 'fact-reviews' (the matter page's states too). */
const keys = {
  all: ['fact-reviews'] as const,
  summary: ['fact-reviews', 'summary'] as const,
  queue: (q: ReviewQueueQuery) => ['fact-reviews', 'queue', q] as const,
};

/** GET /api/fact-reviews/summary — counts per substance and per field (admins). */
export function useReviewSummary() {
  return useQuery({
    queryKey: keys.summary,
    queryFn: ({ signal }) => apiGet<ReviewSummary>('/api/fact-reviews/summary', undefined, { signal }),
  });
}

/** GET /api/fact-reviews — facts with their citation and state (admins). */
export function useReviewQueue(q: ReviewQueueQuery) {
  return useQuery({
    queryKey: keys.queue(q),
    queryFn: ({ signal }) => apiGet<ReviewQueueItem[]>('/api/fact-reviews', q, { signal }),
    placeholderData: keepPreviousData,
  });
}

const refresh = () => queryClient.invalidateQueries({ queryKey: keys.all });

/** POST /api/fact-reviews/verdict — one click records a verdict. */
export function useVerdict() {
  return useMutation({
    mutationFn: (v: FactVerdict) => apiPost<FactReview>('/api/fact-reviews/verdict', v),
    onSuccess: refresh,
  });
}

/** POST /api/fact-reviews/import — a proof-read sheet back. */
export function useImportSheet() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiPost<ReviewImportResult>('/api/fact-reviews/import', form);
    },
    onSuccess: refresh,
  });
}
