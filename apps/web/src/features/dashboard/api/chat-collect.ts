import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatItem } from '@yaoshi/contracts';
import { apiPost } from '@/lib/api-client';
import { chatListKey } from './chat-list';

/** POST /api/chat/:id/collect {collect}: star or unstar a feed entry for the calling admin. */
export const collectChat = ({ id, collect }: { id: number; collect: boolean }) =>
  apiPost<ChatItem>(`/api/chat/${id}/collect`, { collect });

export function useCollectChat() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: collectChat,
    // The star flips at once; the next poll brings the server's truth either way.
    onMutate: async ({ id, collect }) => {
      await qc.cancelQueries({ queryKey: chatListKey });
      qc.setQueriesData<ChatItem[]>({ queryKey: chatListKey }, (list) =>
        list?.map((item) => (item.id === id ? { ...item, isCollect: collect } : item)),
      );
    },
    onSettled: () => qc.invalidateQueries({ queryKey: chatListKey }),
  });
}
