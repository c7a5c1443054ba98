import { sql } from 'kysely';
import type { Engine } from '../database';
import { type AnyDb, refType, timeType } from '../schema-helpers';

/** Columns that make two messages the same text sent at the same moment. */
const SAME = [
  'type',
  'title',
  'sub_title',
  'avatar',
  'content',
  'message_type',
  'link',
  'created_at',
  'title_key',
  'content_key',
  'params_json',
];

/**
 * Messages at any volume.
 * - `message_read_marks`: a reader's "all read" watermark per message type and scope, so
 *   marking everything read writes one row per type and scope instead of one per message.
 *   Scope '' holds the reader's own messages and those to everyone, a role name those to the
 *   role (a watermark taken under one role says nothing of another role's messages).
 * - `message_reads` gets an index by reader, for the rows a new watermark makes redundant.
 * - Copies of one message addressed one by one to every account that existed when it was
 *   sent become one message to everyone (the lowest id of the copies). Whoever had read their
 *   copy has read it; accounts made later, which had no copy, get it as read, so nobody's
 *   unread count changes. Copies that reached only some accounts stay personal messages.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  const ref = refType(engine);
  await db.schema
    .createTable('message_read_marks')
    .addColumn('user_id', ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('read_upto', ref, (c) => c.notNull())
    .addColumn('read_at', timeType(engine), (c) => c.notNull())
    .addPrimaryKeyConstraint('message_read_marks_pk', ['user_id', 'type', 'scope'])
    .execute();
  await db.schema
    .createIndex('message_reads_user_idx')
    .on('message_reads')
    .columns(['user_id', 'message_id'])
    .execute();

  await db.schema
    .createTable('message_copy_merge')
    .addColumn('id', ref, (c) => c.primaryKey())
    .addColumn('keep_id', ref, (c) => c.notNull())
    .addColumn('user_id', ref, (c) => c.notNull())
    .execute();
  const same = sql.raw(SAME.map((c) => `c.${c} = g.${c}`).join(' and '));
  const cols = sql.raw(SAME.join(', '));
  // Groups of copies, each to a different account; the group's lowest id is kept.
  await sql`
    insert into message_copy_merge (id, keep_id, user_id)
    select c.id, g.keep_id, c.target_user_id
    from messages c
    join (
      select min(id) as keep_id, ${cols} from messages
      where target_user_id is not null
      group by ${cols}
      having count(*) > 1 and count(*) = count(distinct target_user_id)
    ) g on ${same}
    where c.target_user_id is not null
  `.execute(db);
  // Only a group that reached every account existing when it was sent was a broadcast.
  await sql`
    delete from message_copy_merge where keep_id in (
      select k.id from messages k
      where k.id in (select keep_id from message_copy_merge)
        and exists (
          select 1 from users u
          where u.created_at <= k.created_at
            and not exists (select 1 from message_copy_merge x where x.keep_id = k.id and x.user_id = u.id)
        )
    )
  `.execute(db);
  await sql`
    insert into message_reads (message_id, user_id, read_at)
    select x.keep_id, r.user_id, r.read_at
    from message_reads r join message_copy_merge x on x.id = r.message_id and x.user_id = r.user_id
    where x.id <> x.keep_id
  `.execute(db);
  await sql`
    insert into message_reads (message_id, user_id, read_at)
    select k.id, u.id, k.created_at
    from messages k cross join users u
    where k.id in (select keep_id from message_copy_merge)
      and not exists (select 1 from message_copy_merge x where x.keep_id = k.id and x.user_id = u.id)
  `.execute(db);
  await sql`
    delete from message_reads
    where message_id in (select id from message_copy_merge where id <> keep_id)
  `.execute(db);
  await sql`delete from messages where id in (select id from message_copy_merge where id <> keep_id)`.execute(db);
  await sql`
    update messages set target_user_id = null, target_role = null
    where id in (select keep_id from message_copy_merge)
  `.execute(db);
  await db.schema.dropTable('message_copy_merge').execute();
}
