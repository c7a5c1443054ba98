import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserSession } from '@yaoshi/contracts';
import { apiDelete, apiGet } from '@/lib/api-client';

export const sessionsKey = ['user', 'sessions'] as const;

/** GET /api/user/sessions: my signed-in sessions. */
export const fetchSessions = () => apiGet<UserSession[]>('/api/user/sessions');

export const sessionsQuery = () => queryOptions({ queryKey: sessionsKey, queryFn: fetchSessions, staleTime: 0 });

export const useSessions = () => useQuery(sessionsQuery());

/** DELETE /api/user/sessions/:id: ends one of my sessions. */
export const revokeSession = (id: number) => apiDelete<{ id: number }>(`/api/user/sessions/${id}`);

export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: revokeSession, onSettled: () => qc.invalidateQueries({ queryKey: sessionsKey }) });
}
