import type { Engine } from '../database';
import { type AnyDb, timeType } from '../schema-helpers';

/**
 * The collector's signature on a field record: who signed with their password, when the server
 * checked it, and when the collector confirmed the statement on the device (possibly offline).
 * Adds columns only; records received before stay unsigned ('' and nulls).
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await db.schema
    .alterTable('field_collections')
    .addColumn('signer_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('field_collections').addColumn('signed_at', timeType(engine)).execute();
  await db.schema.alterTable('field_collections').addColumn('confirmed_at', timeType(engine)).execute();
}
