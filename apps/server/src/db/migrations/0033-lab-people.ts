import { sql } from 'kysely';
import type { Engine } from '../database';
import { type AnyDb, refType, timeType, withId } from '../schema-helpers';

/**
 * People and signatures of the laboratory: per account the laboratory
 * capabilities an admin grants and a pending temporary password; the lab settings (allow
 * self-verification); and the signatures given on verify and publish. Accounts that exist
 * keep what they could do: admins get every capability, researchers enter results.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('lab_capabilities', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Only the new column is written, so no curator's edit of an account is touched.
  await sql`
    update users set lab_capabilities = case
      when roles like '%"admin"%' then '["analyst","verifier","publisher"]'
      else '["analyst"]' end
  `.execute(db);

  await db.schema
    .createTable('lab_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', timeType(engine), (c) => c.notNull())
    .addColumn('updated_by', refType(engine))
    .execute();

  await withId(db.schema.createTable('lab_signatures'), engine)
    .addColumn('sample_kind', 'text', (c) => c.notNull())
    .addColumn('sample_id', refType(engine), (c) => c.notNull())
    .addColumn('transition_id', refType(engine), (c) => c.notNull())
    .addColumn('act', 'text', (c) => c.notNull())
    .addColumn('user_id', refType(engine), (c) => c.notNull())
    .addColumn('signer_name', 'text', (c) => c.notNull())
    .addColumn('signed_at', timeType(engine), (c) => c.notNull())
    .addColumn('self_verification_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // A report reads the signatures of its sample.
  await db.schema.createIndex('lab_signatures_sample_idx').on('lab_signatures').columns(['sample_id', 'id']).execute();
}
