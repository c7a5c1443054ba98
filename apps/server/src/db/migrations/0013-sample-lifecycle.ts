import { sql } from 'kysely';
import type { Engine } from '../database';
import { type AnyDb, refType, timeType, withId } from '../schema-helpers';

/**
 * The laboratory lifecycle of samples:
 * - `samples.state` (registered → received → testing → to_verify → verified → published,
 *   rejected, retest) and `samples.retest_of` (the sample a re-test sample re-tests);
 * - `testing_reports.invalidated_*`: a retest keeps the first reports but marks them invalid;
 * - `sample_transitions`: every move (from, to, note, who, when), read as the sample's history.
 * Samples already in the database get a state that fits what they hold (see below).
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  const ref = refType(engine);
  const time = timeType(engine);
  await db.schema
    .alterTable('samples')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('registered'))
    .execute();
  await db.schema.alterTable('samples').addColumn('retest_of', ref).execute();
  // The state filter of both lists (and the workplace counts), in the lists' default order.
  await db.schema
    .createIndex('samples_state_idx')
    .on('samples')
    .columns(['kind', 'state', 'updated_at', 'id'])
    .execute();
  await db.schema.createIndex('samples_retest_idx').on('samples').column('retest_of').execute();

  await db.schema.alterTable('testing_reports').addColumn('invalidated_at', time).execute();
  await db.schema.alterTable('testing_reports').addColumn('invalidated_reason', 'text').execute();
  await db.schema.alterTable('testing_reports').addColumn('invalidated_by', ref).execute();

  await withId(db.schema.createTable('sample_transitions'), engine)
    .addColumn('sample_kind', 'text', (c) => c.notNull())
    // No foreign key: the history of a deleted sample stays readable in the audit sense.
    .addColumn('sample_id', ref, (c) => c.notNull())
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('actor_id', ref)
    .addColumn('actor_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sample_transitions_sample_idx')
    .on('sample_transitions')
    .columns(['sample_id', 'id'])
    .execute();

  // Existing samples: one with a report has been tested and its report issued → published;
  // the others alternate registered / received by id (deterministic, so every database of the
  // same data ends up the same). The same rule seeds new demo data (seed/demo).
  await sql`
    update samples set state = case
      when exists (select 1 from testing_reports r where r.sample_id = samples.id) then 'published'
      when samples.id % 2 = 0 then 'received'
      else 'registered' end
  `.execute(db);
}
