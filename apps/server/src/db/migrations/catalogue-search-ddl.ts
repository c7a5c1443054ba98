import { sql } from 'kysely';
import type { AnyDb } from '../schema-helpers';

/** Tables searched through `search_text` (FTS5 on SQLite, tsvector + GIN on PostgreSQL). */
export const SEARCHABLE_TABLES = ['matters', 'products', 'samples', 'testing_reports', 'regulations'] as const;
/** Tables whose row count is kept in record_counts by triggers. */
const COUNTED_TABLES = ['matters', 'products', 'testing_reports', 'regulations'] as const;

/** Count keys: per table (samples per kind), and per status within each. */
const COUNT_BASES = [...COUNTED_TABLES, 'samples:matter', 'samples:product'];
const COUNT_KINDS = COUNT_BASES.flatMap((b) => [b, `${b}:status:online`, `${b}:status:offline`]);
/** SQL for a row's count base (row = new | old). */
const baseOf = (table: string, row: string) => (table === 'samples' ? `'samples:' || ${row}.kind` : `'${table}'`);

/** Part of migration 0002 on SQLite: FTS5 tables and count triggers. */
export async function sqliteSearchAndCounts(db: AnyDb) {
  for (const t of SEARCHABLE_TABLES) {
    // External-content FTS5 over search_text; unicode61 splits on spaces and punctuation, and
    // keeps each CJK bigram/char token whole because search_text separates them with spaces.
    await sql
      .raw(
        `create virtual table ${t}_fts using fts5(search_text, content='${t}', content_rowid='id', tokenize='unicode61', detail='none')`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${t}_fts_ai after insert on ${t} begin insert into ${t}_fts(rowid, search_text) values (new.id, new.search_text); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${t}_fts_ad after delete on ${t} begin insert into ${t}_fts(${t}_fts, rowid, search_text) values ('delete', old.id, old.search_text); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${t}_fts_au after update of search_text on ${t} begin ` +
          `insert into ${t}_fts(${t}_fts, rowid, search_text) values ('delete', old.id, old.search_text); ` +
          `insert into ${t}_fts(rowid, search_text) values (new.id, new.search_text); end`,
      )
      .execute(db);
  }
  for (const k of COUNT_KINDS) await sql`insert into record_counts (kind, n) values (${k}, 0)`.execute(db);
  for (const t of [...COUNTED_TABLES, 'samples']) {
    const bump = (row: string, d: string) =>
      `update record_counts set n = n ${d} 1 where kind in (${baseOf(t, row)}, ${baseOf(t, row)} || ':status:' || ${row}.status);`;
    await sql.raw(`create trigger ${t}_count_ai after insert on ${t} begin ${bump('new', '+')} end`).execute(db);
    await sql.raw(`create trigger ${t}_count_ad after delete on ${t} begin ${bump('old', '-')} end`).execute(db);
    await sql
      .raw(
        `create trigger ${t}_count_au after update of status on ${t} when old.status <> new.status begin ` +
          `update record_counts set n = n - 1 where kind = ${baseOf(t, 'old')} || ':status:' || old.status; ` +
          `update record_counts set n = n + 1 where kind = ${baseOf(t, 'new')} || ':status:' || new.status; end`,
      )
      .execute(db);
  }
}

/** Part of migration 0002 on PostgreSQL: tsvector columns, GIN indexes and count triggers. */
export async function postgresSearchAndCounts(db: AnyDb) {
  for (const t of SEARCHABLE_TABLES) {
    // The tokens are already normalised, so they become lexemes as they are (no parser, no
    // stemming, no locale): the same tokens SQLite's FTS5 indexes.
    await sql
      .raw(
        `alter table ${t} add column search_tsv tsvector generated always as ` +
          `(array_to_tsvector(array_remove(string_to_array(search_text, ' '), ''))) stored`,
      )
      .execute(db);
    await sql.raw(`create index ${t}_search_idx on ${t} using gin (search_tsv)`).execute(db);
  }
  for (const k of COUNT_KINDS) await sql`insert into record_counts (kind, n) values (${k}, 0)`.execute(db);
  await sql
    .raw(
      `create function record_counts_bump() returns trigger language plpgsql as $$
       declare base_new text; base_old text;
       begin
         if tg_table_name = 'samples' then
           if tg_op <> 'DELETE' then base_new := 'samples:' || new.kind; end if;
           if tg_op <> 'INSERT' then base_old := 'samples:' || old.kind; end if;
         else
           base_new := tg_table_name; base_old := tg_table_name;
         end if;
         if tg_op = 'INSERT' then
           update record_counts set n = n + 1 where kind in (base_new, base_new || ':status:' || new.status);
         elsif tg_op = 'DELETE' then
           update record_counts set n = n - 1 where kind in (base_old, base_old || ':status:' || old.status);
         elsif old.status is distinct from new.status then
           update record_counts set n = n - 1 where kind = base_old || ':status:' || old.status;
           update record_counts set n = n + 1 where kind = base_new || ':status:' || new.status;
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  for (const t of [...COUNTED_TABLES, 'samples']) {
    await sql
      .raw(
        `create trigger ${t}_count after insert or delete or update of status on ${t} for each row execute function record_counts_bump()`,
      )
      .execute(db);
  }
}
