import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Message, Page } from '@yaoshi/contracts';
import { apiGet, apiPost } from '@/lib/api-client';

export type MessageType = Message['type'];
export interface MessageQuery {
  current: number;
  pageSize: number;
  type?: MessageType;
  status?: 0 | 1;
}

/** The navbar's message box shares the ['messages'] prefix, so a read here updates its badge. */
const ALL = ['messages'] as const;

/** GET /api/message/list?type&status&current&pageSize. */
export const fetchMessages = (q: MessageQuery) => apiGet<Page<Message>>('/api/message/list', q);

export const messagesQuery = (q: MessageQuery) =>
  queryOptions({
    queryKey: [...ALL, 'center', q],
    queryFn: () => fetchMessages(q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMessages = (q: MessageQuery) => useQuery(messagesQuery(q));

/** POST /api/message/read {ids}. */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiPost<{ updated: number }>('/api/message/read', { ids }),
    onSettled: () => qc.invalidateQueries({ queryKey: ALL }),
  });
}

/** POST /api/message/read-all {type?}. */
export function useMarkAllRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (type?: MessageType) => apiPost<{ updated: number }>('/api/message/read-all', type ? { type } : {}),
    onSettled: () => qc.invalidateQueries({ queryKey: ALL }),
  });
}
