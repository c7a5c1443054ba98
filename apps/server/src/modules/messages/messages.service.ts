import type { Kysely } from 'kysely';
import type { Message } from '@yaoshi/contracts';
import type { DB } from '../../db/database';
import { storedVerbatim, tStored, type Lang } from '../../lib/i18n';
import { nowSeconds } from '../../lib/time';
import type { AuthContext } from '../../types';
import type { MessagesRepository } from './messages.repository';

type Row = Parameters<MessagesRepository['insert']>[0];
export type NewMessage = Omit<Row, 'created_at' | 'title_key' | 'content_key' | 'params_json'> & {
  created_at?: number;
  /** Message keys (and their parameters) shown in each reader's language instead of title/content. */
  i18n?: { title?: string; content?: string; params?: Record<string, string | number> };
};

export function messagesService(repo: MessagesRepository) {
  const reader = (auth: AuthContext) => ({ userId: auth.userId, role: auth.role });
  return {
    async list(
      auth: AuthContext,
      q: { type?: Message['type']; status?: number; current: number; pageSize: number },
      lang: Lang = 'zh-CN',
    ) {
      const { rows, total } = await repo.list(reader(auth), {
        type: q.type,
        status: q.status,
        offset: (q.current - 1) * q.pageSize,
        limit: q.pageSize,
      });
      const list: Message[] = rows.map((r) => ({
        id: Number(r.id),
        type: r.type as Message['type'],
        title: tStored(lang, r.title_key, r.params_json, r.title),
        subTitle: r.sub_title,
        avatar: r.avatar,
        content: tStored(lang, r.content_key, r.params_json, r.content),
        recordText: [
          ...new Set([
            ...storedVerbatim(r.title_key, r.params_json, r.title),
            ...storedVerbatim(r.content_key, r.params_json, r.content),
            ...(r.sub_title ? [r.sub_title] : []),
          ]),
        ],
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
      return {
        message: by('message'),
        notice: by('notice'),
        todo: by('todo'),
        total: counts.reduce((s, c) => s + c.n, 0),
      };
    },
    read(auth: AuthContext, ids: number[]) {
      return repo.markRead(reader(auth), ids, nowSeconds());
    },
    readAll(auth: AuthContext, type?: Message['type']) {
      return repo.markAllRead(reader(auth), type, nowSeconds());
    },
    /** Other modules create messages from real events through this (`db`: inside their transaction). */
    send({ i18n, ...msg }: NewMessage, db?: Kysely<DB>) {
      return repo.insert(
        {
          ...msg,
          title_key: i18n?.title ?? '',
          content_key: i18n?.content ?? '',
          params_json: JSON.stringify(i18n?.params ?? {}),
          created_at: msg.created_at ?? nowSeconds(),
        },
        db,
      );
    },
  };
}
export type MessagesService = ReturnType<typeof messagesService>;
