import type { Engine } from '../database';
import type { AnyDb } from '../schema-helpers';

/**
 * Messages created by the server from events carry message keys and parameters, so each
 * reader sees them in their own language (title/content keep the Chinese text as stored).
 */
export async function up(db: AnyDb, _engine: Engine): Promise<void> {
  for (const column of ['title_key', 'content_key']) {
    await db.schema
      .alterTable('messages')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .alterTable('messages')
    .addColumn('params_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}
