import { sql } from 'kysely';
import type { Engine } from '../database';
import { type AnyDb, refType, timeType } from '../schema-helpers';

/**
 * `report_result_entries`: who entered the results of a report (one row per report and
 * person, kept when later writes come from someone else). Researchers enter results too,
 * so "nobody verifies results they entered themselves" needs every person who
 * wrote a report's items, not only the last editor. Reports already in the database count
 * their creator and last editor (all that was recorded of them).
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await db.schema
    .createTable('report_result_entries')
    .addColumn('report_id', refType(engine), (c) => c.notNull().references('testing_reports.id').onDelete('cascade'))
    .addColumn('user_id', refType(engine), (c) => c.notNull())
    .addColumn('entered_at', timeType(engine), (c) => c.notNull())
    .addPrimaryKeyConstraint('report_result_entries_pk', ['report_id', 'user_id'])
    .execute();
  // The self-verification check looks up one person's entries.
  await db.schema
    .createIndex('report_result_entries_user_idx')
    .on('report_result_entries')
    .columns(['user_id', 'report_id'])
    .execute();
  await sql`
    insert into report_result_entries (report_id, user_id, entered_at)
    select id, created_by, created_at from testing_reports where created_by is not null
  `.execute(db);
  await sql`
    insert into report_result_entries (report_id, user_id, entered_at)
    select id, updated_by, updated_at from testing_reports
    where updated_by is not null and (created_by is null or updated_by <> created_by)
  `.execute(db);
}
