import { sql } from 'kysely';
import type { Engine } from '../database';
import { type AnyDb, refType, timeType, withId } from '../schema-helpers';

/** Console tables: form submissions, projects/teams, certification, switches, stars, visits. */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  const time = timeType(engine);
  const ref = refType(engine);
  const text = (c: any) => c.notNull().defaultTo(''); // eslint-disable-line @typescript-eslint/no-explicit-any
  const user = (c: any) => c.references('users.id').onDelete('set null'); // eslint-disable-line @typescript-eslint/no-explicit-any

  await withId(db.schema.createTable('channel_submissions'), engine)
    .addColumn('activity_name', 'text', (c) => c.notNull())
    .addColumn('channel_type', 'text', (c) => c.notNull())
    .addColumn('promotion_start', 'text', (c) => c.notNull())
    .addColumn('promotion_end', 'text', (c) => c.notNull())
    .addColumn('promote_link', 'text', (c) => c.notNull())
    .addColumn('advertising_source', 'text', (c) => c.notNull())
    .addColumn('advertising_media', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('push_notify', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('advertising_content', 'text', text)
    .addColumn('submitted_by', ref, user)
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('group_submissions'), engine)
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('description', 'text', text)
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo('commit'))
    .addColumn('submitted_by', ref, user)
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('approval_by', ref, user)
    .addColumn('approval_at', time)
    .addColumn('finish_by', ref, user)
    .addColumn('finish_at', time)
    .execute();
  await db.schema.createIndex('group_submissions_created_idx').on('group_submissions').column('created_at').execute();

  for (const [table, member, fk] of [
    ['projects', 'project_members', 'project_id'],
    ['teams', 'team_members', 'team_id'],
  ] as const) {
    let t = withId(db.schema.createTable(table), engine)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', text);
    if (table === 'teams') t = t.addColumn('avatar', 'text', text);
    await t
      .addColumn('created_by', ref, user)
      .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('updated_at', time, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable(member)
      .addColumn(fk, ref, (c) => c.notNull().references(`${table}.id`).onDelete('cascade'))
      .addColumn('user_id', ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addPrimaryKeyConstraint(`${member}_pk`, [fk, 'user_id'])
      .execute();
    await db.schema.createIndex(`${member}_user_idx`).on(member).column('user_id').execute();
  }

  let cert = withId(db.schema.createTable('certifications'), engine).addColumn('user_id', ref, (c) =>
    c.notNull().references('users.id').onDelete('cascade'),
  );
  for (const col of [
    'account_type',
    'legal_person',
    'certificate_type',
    'authentication_number',
    'enterprise_name',
    'enterprise_certificate_type',
    'organization_code',
  ]) {
    cert = cert.addColumn(col, 'text', text);
  }
  await cert
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('auditing'))
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('reviewed_at', time)
    .addColumn('reviewed_by', ref, user)
    .execute();
  await db.schema
    .createIndex('certifications_user_idx')
    .on('certifications')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('console_switches')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', time)
    .addColumn('updated_by', ref, user)
    .execute();

  // No foreign key to operation_logs: the audit log is append-only and may be pruned.
  await db.schema
    .createTable('operation_log_stars')
    .addColumn('user_id', ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('operation_log_id', ref, (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('operation_log_stars_pk', ['user_id', 'operation_log_id'])
    .execute();

  await db.schema
    .createTable('recent_visits')
    .addColumn('user_id', ref, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('record_id', ref, (c) => c.notNull())
    .addColumn('visited_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('recent_visits_pk', ['user_id', 'kind', 'record_id'])
    .execute();
  await db.schema
    .createIndex('recent_visits_user_idx')
    .on('recent_visits')
    .columns(['user_id', 'visited_at'])
    .execute();

  // Dashboard and analytics count records added (and online) per day/week/month with range
  // counts answered inside this index.
  for (const table of ['matters', 'products', 'samples', 'testing_reports']) {
    await db.schema.createIndex(`${table}_console_created_idx`).on(table).columns(['created_at', 'status']).execute();
  }

  // The "record without image" rule counts these rows on every card-list view; a partial index
  // holds just them.
  for (const table of ['matters', 'products', 'samples']) {
    await db.schema
      .createIndex(`${table}_console_noimage_idx`)
      .on(table)
      .column('id')
      .where(sql.ref('images'), 'in', [sql.lit('[]'), sql.lit('')])
      .execute();
  }
}
