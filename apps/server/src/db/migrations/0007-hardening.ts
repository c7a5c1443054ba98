import type { Engine } from '../database';
import { type AnyDb, refType, timeType, withId } from '../schema-helpers';

/**
 * Hardening: the active role moves to the session, login failures learn what they
 * were (login / password change) and from which trusted device, browsers that signed in get a
 * device token (known devices are exempt from the account-wide login limit), and every accepted
 * upload is logged so quota and rate are counted in the database all processes share.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  const time = timeType(engine);
  const ref = refType(engine);

  // null: the session predates this migration; it falls back to the account's role.
  await db.schema.alterTable('sessions').addColumn('role', 'text').execute();

  await db.schema
    .alterTable('login_failures')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('login'))
    .execute();
  await db.schema.alterTable('login_failures').addColumn('device_id', ref).execute();
  await db.schema.createIndex('login_failures_device_idx').on('login_failures').columns(['device_id', 'at']).execute();

  await withId(db.schema.createTable('login_devices'), engine)
    .addColumn('user_id', ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('last_used_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_devices_user_idx').on('login_devices').column('user_id').execute();

  await withId(db.schema.createTable('upload_log'), engine)
    .addColumn('user_id', ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('upload_log_user_idx').on('upload_log').columns(['user_id', 'at']).execute();
}
