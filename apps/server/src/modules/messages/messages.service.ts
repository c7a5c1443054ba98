import type { Message } from '@yaoshi/contracts';
import { nowSeconds } from '../../lib/time';
import type { AuthContext } from '../../types';
import type { MessagesRepository } from './messages.repository';

export type NewMessage = Parameters<MessagesRepository['insert']>[0] extends infer T
  ? Omit<T, 'created_at'> & { created_at?: number }
  : never;

export function messagesService(repo: MessagesRepository) {
  const reader = (auth: AuthContext) => ({ userId: auth.userId, role: auth.role });
  return {
    async list(auth: AuthContext, q: { type?: Message['type']; status?: number; current: number; pageSize: number }) {
      const { rows, total } = await repo.list(reader(auth), {
        type: q.type,
        status: q.status,
        offset: (q.current - 1) * q.pageSize,
        limit: q.pageSize,
      });
      const list: Message[] = rows.map((r) => ({
        id: Number(r.id),
        type: r.type as Message['type'],
        title: r.title,
        subTitle: r.sub_title,
        avatar: r.avatar,
        content: r.content,
        time: Number(r.created_at),
        messageType: r.message_type,
        status: Number(r.status) === 1 ? 1 : 0,
        link: r.link,
      }));
      return { list, total, current: q.current, pageSize: q.pageSize };
    },
    async unread(auth: AuthContext) {
      const counts = await repo.unreadCounts(reader(auth));
      const by = (type: string) => counts.find((c) => c.type === type)?.n ?? 0;
      return { message: by('message'), notice: by('notice'), todo: by('todo'), total: counts.reduce((s, c) => s + c.n, 0) };
    },
    read(auth: AuthContext, ids: number[]) {
      return repo.markRead(reader(auth), ids, nowSeconds());
    },
    readAll(auth: AuthContext, type?: Message['type']) {
      return repo.markAllRead(reader(auth), type, nowSeconds());
    },
    /** Other modules create messages from real events through this. */
    send(msg: NewMessage) {
      return repo.insert({ ...msg, created_at: msg.created_at ?? nowSeconds() });
    },
  };
}
export type MessagesService = ReturnType<typeof messagesService>;
