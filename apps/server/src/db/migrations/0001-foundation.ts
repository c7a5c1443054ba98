import type { Engine } from '../database';
import { type AnyDb, refType, timeType, withId } from '../schema-helpers';

export async function up(db: AnyDb, engine: Engine): Promise<void> {
  const time = timeType(engine);
  const ref = refType(engine);
  const text = (c: any) => c.notNull().defaultTo(''); // eslint-disable-line @typescript-eslint/no-explicit-any

  let users = withId(db.schema.createTable('users'), engine)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('["user"]'))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'));
  for (const col of [
    'name',
    'nickname',
    'avatar',
    'job',
    'job_name',
    'organization',
    'organization_name',
    'location',
    'location_name',
    'email',
    'introduction',
    'personal_website',
    'phone',
    'mobile',
    'account_id',
    'country_region',
    'area',
    'address',
    'profile',
  ]) {
    users = users.addColumn(col, 'text', text);
  }
  await users
    .addColumn('certification', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('online'))
    .addColumn('registration_date', time, (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('sessions'), engine)
    .addColumn('user_id', ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .addColumn('last_seen_at', time, (c) => c.notNull())
    .addColumn('revoked_at', time)
    .addColumn('revoked_reason', 'text')
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'text', text)
    .addColumn('user_agent', 'text', text)
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await withId(db.schema.createTable('login_failures'), engine)
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_user_idx').on('login_failures').columns(['username', 'at']).execute();
  await db.schema.createIndex('login_failures_ip_idx').on('login_failures').columns(['ip', 'at']).execute();

  await withId(db.schema.createTable('messages'), engine)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sub_title', 'text', text)
    .addColumn('avatar', 'text', text)
    .addColumn('content', 'text', text)
    .addColumn('message_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('link', 'text', text)
    .addColumn('target_user_id', ref, (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('target_role', 'text')
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_created_idx').on('messages').column('created_at').execute();

  await db.schema
    .createTable('message_reads')
    .addColumn('message_id', ref, (c) => c.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('user_id', ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('message_reads_pk', ['message_id', 'user_id'])
    .execute();
}
