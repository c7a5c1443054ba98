import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Message, Page } from '@yaoshi/contracts';
import { apiGet, apiPost } from '@/lib/api-client';

export type MessageType = Message['type'];
export interface UnreadCounts {
  message: number;
  notice: number;
  todo: number;
  total: number;
}

export const messageKeys = {
  all: ['messages'] as const,
  list: (type: MessageType) => ['messages', 'list', type] as const,
  unread: ['messages', 'unread'] as const,
};

/** GET /api/message/list?type=… (newest first, as the server orders them). */
export function useMessageList(type: MessageType, enabled = true) {
  return useQuery({
    queryKey: messageKeys.list(type),
    queryFn: () => apiGet<Page<Message>>('/api/message/list', { type }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/message/unread, polled so the bell stays current while the console is open. */
export function useUnreadCounts(enabled: boolean) {
  return useQuery({
    queryKey: messageKeys.unread,
    queryFn: () => apiGet<UnreadCounts>('/api/message/unread'),
    enabled,
    refetchInterval: enabled ? 60_000 : false,
  });
}

/** POST /api/message/read {ids}. */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiPost<{ updated: number }>('/api/message/read', { ids }),
    onSettled: () => qc.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

/** POST /api/message/read-all {type?}. */
export function useMarkAllRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (type?: MessageType) => apiPost<{ updated: number }>('/api/message/read-all', type ? { type } : {}),
    onSettled: () => qc.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
