import type { Engine } from '../database';
import { type AnyDb, refType, timeType } from '../schema-helpers';

/**
 * `user_preferences`: small per-user settings the web keeps on the server (a list's column
 * setting, …), one JSON value per (user, key). Gone with the user.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', refType(engine), (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', timeType(engine), (c) => c.notNull())
    .addPrimaryKeyConstraint('user_preferences_pk', ['user_id', 'key'])
    .execute();
}
