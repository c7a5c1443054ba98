import { QueryClient } from '@tanstack/react-query';

/**
 * Errors are already shown by the API client, so retries would only repeat the same toast
 * (and a logout answer will not improve on retry). Focus refetch is off: researchers keep
 * several tabs open and a burst of requests on every switch helps nobody.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
