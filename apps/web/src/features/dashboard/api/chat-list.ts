import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatItem } from '@yaoshi/contracts';
import { METRICS_POLL_MS } from './monitor-metrics';
import { apiGet } from '@/lib/api-client';

/** GET /api/chat/list: the live activity feed (operation log), optionally only starred entries. */
export const fetchChatList = (collected: boolean) =>
  apiGet<ChatItem[]>('/api/chat/list', { limit: 30, ...(collected ? { collected: 1 } : {}) }, { silent: true });

export const chatListKey = ['monitor', 'chat'] as const;

export const chatListQuery = (collected: boolean) =>
  queryOptions({
    queryKey: [...chatListKey, collected],
    queryFn: () => fetchChatList(collected),
    refetchInterval: METRICS_POLL_MS,
    staleTime: 0,
  });

export const useChatList = (collected: boolean) => useQuery(chatListQuery(collected));
