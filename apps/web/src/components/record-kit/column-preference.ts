import { queryOptions } from '@tanstack/react-query';
import type { Preference } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

export const preferenceUrl = (key: string) => `/api/user/preferences/${key}`;
export const preferenceQueryKey = (key: string) => ['preferences', key] as const;

/**
 * A signed-in person's saved column setting of a list (`list-columns.<listId>`). Apart from
 * the hook (use-column-settings.ts), so a route's data prefetch can start it without the list's code.
 */
export const columnPreferenceQuery = (listId: string) => {
  const key = `list-columns.${listId}`;
  return queryOptions({
    queryKey: preferenceQueryKey(key),
    queryFn: ({ signal }) => apiGet<Preference>(preferenceUrl(key), undefined, { signal, silent: true }),
    staleTime: Infinity,
  });
};
