import { sql } from 'kysely';
import type { Engine } from '../database';
import type { AnyDb } from '../schema-helpers';
import { SEARCHABLE_TABLES } from './catalogue-search-ddl';

/**
 * PostgreSQL at a million samples (SQLite has its own ways since 0005):
 * - A GIN search index per sample kind. With one index for both kinds a search ANDs it
 *   with a bitmap of `kind = …` over half the table; a partial index answers alone.
 * - Page anchors without a lock writers contend on: a sequence per record table, bumped by
 *   a statement-level trigger on every write. `nextval` never blocks and is never rolled
 *   back, so writers never wait for each other or for readers (unlike the table_versions
 *   row of 0005, which every writer held locked until commit). A bump happens before the
 *   writer commits, so a reader also asks `write_seq_if_quiet` whether any transaction
 *   still holds a write lock on the table (see records/page-anchors.ts for the protocol).
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  for (const kind of ['matter', 'product']) {
    await sql
      .raw(`create index samples_${kind}_search_idx on samples using gin (search_tsv) where kind = '${kind}'`)
      .execute(db);
  }
  await sql
    .raw(
      `create function write_seq_bump() returns trigger language plpgsql as $$
       begin perform nextval(tg_argv[0]::regclass); return null; end $$`,
    )
    .execute(db);
  // The sequence's value, or null while any transaction (this one included) holds a lock
  // that lets it write the table: its bump may already be counted but its rows not visible.
  // Read in this order (sequence, then locks), before the caller's query takes its snapshot.
  await sql
    .raw(
      `create function write_seq_if_quiet(seq regclass, tbl regclass) returns bigint language plpgsql as $$
       declare v bigint;
       begin
         execute format('select last_value from %s', seq) into v;
         if exists (select 1 from pg_locks l
                    where l.locktype = 'relation' and l.relation = tbl and l.granted
                      and l.database = (select oid from pg_database where datname = current_database())
                      and l.mode in ('RowExclusiveLock', 'ShareRowExclusiveLock', 'ExclusiveLock', 'AccessExclusiveLock'))
         then return null; end if;
         return v;
       end $$`,
    )
    .execute(db);
  for (const t of SEARCHABLE_TABLES) {
    await sql.raw(`create sequence ${t}_write_seq`).execute(db);
    // last_value is 1 both before and after the first nextval: call it once, so every bump shows.
    await sql.raw(`select nextval('${t}_write_seq')`).execute(db);
    await sql
      .raw(
        `create trigger ${t}_write_seq after insert or update or delete or truncate on ${t} ` +
          `for each statement execute function write_seq_bump('${t}_write_seq')`,
      )
      .execute(db);
  }
}
