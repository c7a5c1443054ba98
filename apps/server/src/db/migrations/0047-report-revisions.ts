import type { Engine } from '../database';
import { type AnyDb, refType, timeType, withId } from '../schema-helpers';

/**
 * The audit trail of results and amended reports.
 *
 * `report_result_changes` keeps every change of a result after it was entered: which report and
 * item, the value before and after (as printed), who, when and why. `testing_reports` gains its
 * revision: a published report is never edited in place; an amendment is a new row (revision
 * n + 1) naming the row it supersedes and the reason, and the superseded row names its
 * successor. Existing reports are revision 1 of themselves; no row is rewritten.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await db.schema
    .alterTable('testing_reports')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('testing_reports').addColumn('supersedes_id', refType(engine)).execute();
  await db.schema.alterTable('testing_reports').addColumn('superseded_by_id', refType(engine)).execute();
  await db.schema
    .alterTable('testing_reports')
    .addColumn('amendment_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await withId(db.schema.createTable('report_result_changes'), engine)
    .addColumn('report_id', refType(engine), (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('old_value', 'text', (c) => c.notNull())
    .addColumn('new_value', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('actor_id', refType(engine))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('created_at', timeType(engine), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('report_result_changes_report_idx')
    .on('report_result_changes')
    .columns(['report_id', 'id'])
    .execute();
}
