import { sql } from 'kysely';
import type { Engine } from '../database';
import type { AnyDb } from '../schema-helpers';
import { SEARCHABLE_TABLES } from './catalogue-search-ddl';

/**
 * Fast deep pages and searches over a million samples:
 * - `table_versions`: a counter per record table, bumped by triggers on every insert, update
 *   and delete, so cached page anchors (records/page-anchors.ts) know when they are stale —
 *   whoever wrote, this process or another. SQLite only: on PostgreSQL a counter row locked
 *   by every writing transaction until commit serialises writers and can deadlock those that
 *   touch two tables in different orders, so PostgreSQL pages by offset (the table exists,
 *   unused).
 * - SQLite: one FTS5 index per sample kind instead of one for both, so a sample search
 *   counts its matches from the index alone.
 * - Name indexes for samples and reports, so "exact name first" is an index lookup.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await db.schema
    .createTable('table_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('v', engine === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const t of SEARCHABLE_TABLES) await sql`insert into table_versions (name, v) values (${t}, 0)`.execute(db);

  if (engine === 'sqlite') {
    for (const t of SEARCHABLE_TABLES) {
      for (const op of ['insert', 'update', 'delete']) {
        await sql
          .raw(
            `create trigger ${t}_version_${op} after ${op} on ${t} begin update table_versions set v = v + 1 where name = '${t}'; end`,
          )
          .execute(db);
      }
    }
    await sqliteSampleFtsPerKind(db);
  }

  await db.schema.createIndex('samples_name_idx').on('samples').columns(['kind', 'name']).execute();
  await db.schema.createIndex('testing_reports_name_idx').on('testing_reports').columns(['report_name']).execute();
  if (engine === 'sqlite') {
    // Where the other indexes have statistics, a new index without them looks far more
    // selective than it is and the planner would pick it to list by kind: measure it too.
    const stats = await sql`select 1 from sqlite_master where name = 'sqlite_stat1'`.execute(db);
    if (stats.rows.length)
      for (const i of ['samples_name_idx', 'testing_reports_name_idx']) await sql.raw(`analyze ${i}`).execute(db);
  }
}

/** Replaces samples_fts by samples_matter_fts and samples_product_fts (same tokens). */
async function sqliteSampleFtsPerKind(db: AnyDb) {
  for (const op of ['ai', 'ad', 'au']) await sql.raw(`drop trigger samples_fts_${op}`).execute(db);
  await sql.raw('drop table samples_fts').execute(db);
  for (const kind of ['matter', 'product']) {
    const fts = `samples_${kind}_fts`;
    await sql
      .raw(
        `create virtual table ${fts} using fts5(search_text, content='samples', content_rowid='id', tokenize='unicode61', detail='none')`,
      )
      .execute(db);
    const add = `insert into ${fts}(rowid, search_text) values (new.id, new.search_text);`;
    const drop = `insert into ${fts}(${fts}, rowid, search_text) values ('delete', old.id, old.search_text);`;
    await sql
      .raw(`create trigger ${fts}_ai after insert on samples when new.kind = '${kind}' begin ${add} end`)
      .execute(db);
    await sql
      .raw(`create trigger ${fts}_ad after delete on samples when old.kind = '${kind}' begin ${drop} end`)
      .execute(db);
    // A sample never changes kind (the service refuses it), but the index must not drift if one did:
    // one trigger, so the old entry is always removed before the new one is added.
    await sql
      .raw(
        `create trigger ${fts}_au after update of search_text, kind on samples begin ` +
          `insert into ${fts}(${fts}, rowid, search_text) select 'delete', old.id, old.search_text where old.kind = '${kind}'; ` +
          `insert into ${fts}(rowid, search_text) select new.id, new.search_text where new.kind = '${kind}'; end`,
      )
      .execute(db);
    await sql
      .raw(`insert into ${fts}(rowid, search_text) select id, search_text from samples where kind = '${kind}'`)
      .execute(db);
  }
}
