import type { Engine } from '../database';
import { type AnyDb, refType, timeType, withId } from '../schema-helpers';

/**
 * Work queues and custody of the laboratory.
 *
 * `standards` gains a turnaround target in days (7 unless a curator sets another); worksheets
 * group sample × test items for one analyst, each item keeping the target it was planned with;
 * custody events record who received, stored, moved or was handed a sample. Only new columns
 * and tables: no existing row is rewritten.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await db.schema
    .alterTable('standards')
    .addColumn('turnaround_days', 'integer', (c) => c.notNull().defaultTo(7))
    .execute();

  await withId(db.schema.createTable('worksheets'), engine)
    .addColumn('num', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('analyst_id', refType(engine), (c) => c.notNull())
    .addColumn('created_at', timeType(engine), (c) => c.notNull())
    .addColumn('created_by', refType(engine))
    .addColumn('updated_at', timeType(engine), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('worksheets_analyst_idx').on('worksheets').columns(['analyst_id', 'status']).execute();

  await withId(db.schema.createTable('worksheet_items'), engine)
    .addColumn('worksheet_id', refType(engine), (c) => c.notNull().references('worksheets.id').onDelete('cascade'))
    .addColumn('sample_id', refType(engine), (c) => c.notNull())
    .addColumn('standard_id', refType(engine))
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('turnaround_days', 'integer', (c) => c.notNull())
    .addColumn('done_at', timeType(engine))
    .addColumn('done_by', refType(engine))
    .execute();
  await db.schema
    .createIndex('worksheet_items_sheet_idx')
    .on('worksheet_items')
    .columns(['worksheet_id', 'id'])
    .execute();
  await db.schema.createIndex('worksheet_items_sample_idx').on('worksheet_items').column('sample_id').execute();

  await withId(db.schema.createTable('sample_custody_events'), engine)
    .addColumn('sample_kind', 'text', (c) => c.notNull())
    .addColumn('sample_id', refType(engine), (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('person', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('actor_id', refType(engine))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('created_at', timeType(engine), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sample_custody_events_sample_idx')
    .on('sample_custody_events')
    .columns(['sample_id', 'id'])
    .execute();
}
