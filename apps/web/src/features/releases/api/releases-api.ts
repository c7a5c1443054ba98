import { useMutation, useQuery } from '@tanstack/react-query';
import type { Release, ReleaseCreate, ReleaseList } from '@yaoshi/contracts';
import { apiGet, apiPost } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

const keys = {
  all: ['releases'] as const,
  one: (version: string) => ['releases', version] as const,
};

/** GET /api/releases — ready releases for everyone; curators also see those building or failed. */
export function useReleases(opts: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => apiGet<ReleaseList>('/api/releases', undefined, { signal }),
    // While a release builds, its progress is polled.
    refetchInterval: (q) => (opts.poll && q.state.data?.list.some((r) => r.state === 'building') ? 1000 : false),
  });
}

/** POST /api/releases — cut a release (curators); it builds in the background. */
export function useCutRelease() {
  return useMutation({
    mutationFn: (body: ReleaseCreate) => apiPost<Release>('/api/releases', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Where a release's file is downloaded from. */
export const releaseFileUrl = (version: string, name: string) =>
  `/api/releases/${encodeURIComponent(version)}/files/${encodeURIComponent(name)}`;
