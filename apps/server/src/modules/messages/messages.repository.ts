import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/database';

export interface Reader {
  userId: number;
  role: string;
}

export function messagesRepository(db: Kysely<DB>) {
  /** Messages a user may see: addressed to them, to their role, or to everyone. */
  const visible = (reader: Reader) =>
    db
      .selectFrom('messages as m')
      .leftJoin('message_reads as r', (j) => j.onRef('r.message_id', '=', 'm.id').on('r.user_id', '=', reader.userId))
      .where((eb) =>
        eb.or([
          eb('m.target_user_id', '=', reader.userId),
          eb.and([
            eb('m.target_user_id', 'is', null),
            eb.or([eb('m.target_role', 'is', null), eb('m.target_role', '=', reader.role)]),
          ]),
        ]),
      );

  return {
    async list(reader: Reader, filter: { type?: string; status?: number; offset: number; limit: number }) {
      let q = visible(reader);
      if (filter.type) q = q.where('m.type', '=', filter.type);
      if (filter.status === 0) q = q.where('r.message_id', 'is', null);
      if (filter.status === 1) q = q.where('r.message_id', 'is not', null);
      const [rows, total] = await Promise.all([
        q
          .select([
            'm.id',
            'm.type',
            'm.title',
            'm.sub_title',
            'm.avatar',
            'm.content',
            'm.message_type',
            'm.link',
            'm.created_at',
            'm.title_key',
            'm.content_key',
            'm.params_json',
            sql<number>`case when r.message_id is null then 0 else 1 end`.as('status'),
          ])
          .orderBy('m.created_at', 'desc')
          .orderBy('m.id', 'desc')
          .offset(filter.offset)
          .limit(filter.limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
    async unreadCounts(reader: Reader) {
      const rows = await visible(reader)
        .where('r.message_id', 'is', null)
        .select(['m.type', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('m.type')
        .execute();
      return rows.map((r) => ({ type: r.type, n: Number(r.n) }));
    },
    /** Marks as read only ids the reader may see; already-read ids are left alone. */
    async markRead(reader: Reader, ids: number[], at: number) {
      if (ids.length === 0) return 0;
      const rows = await visible(reader)
        .where('m.id', 'in', ids)
        .where('r.message_id', 'is', null)
        .select('m.id')
        .execute();
      if (rows.length === 0) return 0;
      await db
        .insertInto('message_reads')
        .values(rows.map((r) => ({ message_id: r.id, user_id: reader.userId, read_at: at })))
        .onConflict((oc) => oc.columns(['message_id', 'user_id']).doNothing())
        .execute();
      return rows.length;
    },
    async markAllRead(reader: Reader, type: string | undefined, at: number) {
      let q = visible(reader).where('r.message_id', 'is', null);
      if (type) q = q.where('m.type', '=', type);
      const rows = await q.select('m.id').execute();
      return this.markRead(
        reader,
        rows.map((r) => r.id),
        at,
      );
    },
    insert(row: {
      type: string;
      title: string;
      sub_title?: string;
      avatar?: string;
      content?: string;
      message_type?: number;
      link?: string;
      target_user_id?: number | null;
      target_role?: string | null;
      title_key?: string;
      content_key?: string;
      params_json?: string;
      created_at: number;
    }) {
      return db
        .insertInto('messages')
        .values({
          sub_title: '',
          avatar: '',
          content: '',
          message_type: 0,
          link: '',
          target_user_id: null,
          target_role: null,
          ...row,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
    count() {
      return db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    },
  };
}
export type MessagesRepository = ReturnType<typeof messagesRepository>;
