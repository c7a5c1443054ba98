import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/database';

export interface Reader {
  userId: number;
  role: string;
}

/**
 * The read-state scope of a message (see message_read_marks): '' for the reader's own
 * messages and those to everyone, the role's name for those to a role.
 */
const scopeOf = sql<string>`case when m.target_user_id is null then coalesce(m.target_role, '') else '' end`;

export function messagesRepository(db: Kysely<DB>) {
  /** Messages a user may see: addressed to them, to their role, or to everyone. */
  const visible = (reader: Reader, on: Kysely<DB> = db) =>
    on
      .selectFrom('messages as m')
      .where((eb) =>
        eb.or([
          eb('m.target_user_id', '=', reader.userId),
          eb.and([
            eb('m.target_user_id', 'is', null),
            eb.or([eb('m.target_role', 'is', null), eb('m.target_role', '=', reader.role)]),
          ]),
        ]),
      );

  /**
   * True for a message the reader has read: under their watermark of its type and scope, or
   * read on its own. The few watermarks are read first and compared as values, and the own
   * reads are one uncorrelated set, so no per-message lookup runs (PostgreSQL planned one
   * per row for a joined table it believed empty).
   */
  async function hasRead(reader: Reader, on: Kysely<DB> = db) {
    const marks = await on
      .selectFrom('message_read_marks')
      .select(['type', 'scope', 'read_upto'])
      .where('user_id', '=', reader.userId)
      .execute();
    const covered = marks.length
      ? sql.join(
          marks.map((k) => sql`(m.type = ${k.type} and ${scopeOf} = ${k.scope} and m.id <= ${Number(k.read_upto)})`),
          sql` or `,
        )
      : sql`1 = 0`;
    return sql<boolean>`(${covered} or m.id in (select r.message_id from message_reads r where r.user_id = ${reader.userId}))`;
  }

  return {
    async list(reader: Reader, filter: { type?: string; status?: number; offset: number; limit: number }) {
      const read = await hasRead(reader);
      let q = visible(reader);
      if (filter.type) q = q.where('m.type', '=', filter.type);
      if (filter.status === 0) q = q.where(sql<boolean>`not ${read}`);
      if (filter.status === 1) q = q.where(read);
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
            sql<number>`case when ${read} then 1 else 0 end`.as('status'),
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
      const read = await hasRead(reader);
      const rows = await visible(reader)
        .where(sql<boolean>`not ${read}`)
        .select(['m.type', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('m.type')
        .execute();
      return rows.map((r) => ({ type: r.type, n: Number(r.n) }));
    },
    /** Marks as read only ids the reader may see; already-read ids are left alone. */
    async markRead(reader: Reader, ids: number[], at: number) {
      if (ids.length === 0) return 0;
      return db.transaction().execute(async (trx) => {
        const read = await hasRead(reader, trx);
        const res = await trx
          .insertInto('message_reads')
          .columns(['message_id', 'user_id', 'read_at'])
          .expression(
            visible(reader, trx)
              .where('m.id', 'in', ids)
              .where(sql<boolean>`not ${read}`)
              .select([
                'm.id',
                sql<number>`cast(${reader.userId} as bigint)`.as('user_id'),
                sql<number>`cast(${at} as bigint)`.as('read_at'),
              ]),
          )
          .onConflict((oc) => oc.columns(['message_id', 'user_id']).doNothing())
          .executeTakeFirst();
        return Number(res.numInsertedOrUpdatedRows ?? 0);
      });
    },
    /**
     * Raises the reader's watermarks to the newest message they can see (of `type`, or of
     * every type): set-based statements whatever the number of unread, no ids bound.
     */
    markAllRead(reader: Reader, type: string | undefined, at: number) {
      return db.transaction().execute(async (trx) => {
        const read = await hasRead(reader, trx);
        let unread = visible(reader, trx).where(sql<boolean>`not ${read}`);
        if (type) unread = unread.where('m.type', '=', type);
        const { n } = await unread.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        if (Number(n) === 0) return 0;
        let newest = visible(reader, trx);
        if (type) newest = newest.where('m.type', '=', type);
        await trx
          .insertInto('message_read_marks')
          .columns(['user_id', 'type', 'scope', 'read_upto', 'read_at'])
          .expression(
            newest
              .select((eb) => [
                sql<number>`cast(${reader.userId} as bigint)`.as('user_id'),
                'm.type',
                scopeOf.as('scope'),
                eb.fn.max('m.id').as('read_upto'),
                sql<number>`cast(${at} as bigint)`.as('read_at'),
              ])
              .groupBy(['m.type', scopeOf]),
          )
          .onConflict((oc) =>
            oc.columns(['user_id', 'type', 'scope']).doUpdateSet({
              // A watermark never moves back (a message above it read on its own stays read).
              read_upto: sql`case when excluded.read_upto > message_read_marks.read_upto then excluded.read_upto else message_read_marks.read_upto end`,
              read_at: sql`excluded.read_at`,
            }),
          )
          .execute();
        // Rows of messages read one by one that a watermark now covers say nothing more.
        await trx
          .deleteFrom('message_reads as d')
          .where('d.user_id', '=', reader.userId)
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom('messages as m')
                .innerJoin('message_read_marks as k', (j) =>
                  j
                    .on('k.user_id', '=', reader.userId)
                    .onRef('k.type', '=', 'm.type')
                    .on(sql<boolean>`k.scope = ${scopeOf}`),
                )
                .whereRef('m.id', '=', 'd.message_id')
                .whereRef('m.id', '<=', 'k.read_upto')
                .select(sql.lit(1).as('one')),
            ),
          )
          .execute();
        return Number(n);
      });
    },
    insert(
      row: {
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
      },
      on: Kysely<DB> = db,
    ) {
      return on
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
