import { sql } from 'kysely';
import type { Engine } from '../database';
import { type AnyDb, refType, timeType } from '../schema-helpers';

/**
 * `sample_terms`: one row per 2-character Chinese token of each sample's `search_text` (the
 * bigrams a 2-character search asks for, search-text.ts), keyed in the sample list's default
 * order: `(term, kind, updated_at desc, id desc)`. A search for such a word reads its page by
 * walking this key, ten rows for the first page, instead of collecting every match from the
 * search index and then walking the list's sort index for them (records/term-walk.ts).
 *
 * Kept by row triggers on `samples` in the writer's own statement on both engines, as the
 * search indexes are: inserts, deletes, and updates of `search_text`, `kind` or `updated_at`
 * (the key). A view count's update does not touch it. A token is a term when it is two
 * characters of U+3400–U+9FFF, the test `isTermToken` makes on the read side.
 */
const LOW = 0x3400;
const HIGH = 0x9fff;

/**
 * SQLite: the tokens of `text` as rows of json_each (a token is letters and digits, and `\` and
 * `"` are escaped; a text that still makes no valid JSON gives no rows rather than failing the write).
 */
const sqliteTokens = (text: string) => {
  // Tabs and line breaks separate tokens too (FTS5's unicode61 splits on them).
  const spaced = `replace(replace(replace(coalesce(${text}, ''), char(9), ' '), char(10), ' '), char(13), ' ')`;
  const json = `'["' || replace(replace(replace(${spaced}, '\\', '\\\\'), '"', '\\"'), ' ', '","') || '"]'`;
  return `json_each(case when json_valid(${json}) then ${json} else '[]' end)`;
};
const sqliteIsTerm = (v: string) =>
  `length(${v}) = 2 and unicode(${v}) between ${LOW} and ${HIGH} and unicode(substr(${v}, 2)) between ${LOW} and ${HIGH}`;

const sqliteInsert = (row: string) =>
  `insert or ignore into sample_terms (term, kind, updated_at, id) ` +
  `select value, ${row}.kind, ${row}.updated_at, ${row}.id from ${sqliteTokens(`${row}.search_text`)} where ${sqliteIsTerm('value')};`;
const sqliteDelete = `delete from sample_terms where kind = old.kind and updated_at = old.updated_at and id = old.id and term in (select value from ${sqliteTokens('old.search_text')});`;

/** PostgreSQL: the terms of a row's search text. */
const pgTerms = (text: string) =>
  `select distinct w from unnest(string_to_array(${text}, ' ')) as w ` +
  `where char_length(w) = 2 and w ~ ('^[' || chr(${LOW}) || '-' || chr(${HIGH}) || ']{2}$')`;

export async function up(db: AnyDb, engine: Engine): Promise<void> {
  if (engine === 'sqlite') {
    // Without rowid: the key is the table, so each term is stored once.
    await sql
      .raw(
        `create table sample_terms (term text not null, kind text not null, updated_at integer not null, ` +
          `id integer not null, primary key (term, kind, updated_at desc, id desc)) without rowid`,
      )
      .execute(db);
    await sql
      .raw(`create trigger samples_terms_ai after insert on samples begin ${sqliteInsert('new')} end`)
      .execute(db);
    await sql.raw(`create trigger samples_terms_ad after delete on samples begin ${sqliteDelete} end`).execute(db);
    await sql
      .raw(
        `create trigger samples_terms_au after update of search_text, kind, updated_at on samples ` +
          `when old.search_text is not new.search_text or old.kind is not new.kind or old.updated_at is not new.updated_at ` +
          `begin ${sqliteDelete} ${sqliteInsert('new')} end`,
      )
      .execute(db);
    await fillSampleTerms(db, engine);
    return;
  }
  await db.schema
    .createTable('sample_terms')
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('updated_at', timeType(engine), (c) => c.notNull())
    .addColumn('id', refType(engine), (c) => c.notNull())
    .addPrimaryKeyConstraint('sample_terms_pkey', ['term', 'kind', 'updated_at', 'id'])
    .execute();
  await sql
    .raw(
      `create function sample_terms_sync() returns trigger language plpgsql as $$
       begin
         if tg_op <> 'INSERT' then
           delete from sample_terms where kind = old.kind and updated_at = old.updated_at and id = old.id
             and term in (${pgTerms('old.search_text')});
         end if;
         if tg_op <> 'DELETE' then
           insert into sample_terms (term, kind, updated_at, id)
             select w, new.kind, new.updated_at, new.id from (${pgTerms('new.search_text')}) as t
             on conflict do nothing;
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger samples_terms after insert or delete or update of search_text, kind, updated_at on samples ` +
        `for each row execute function sample_terms_sync()`,
    )
    .execute(db);
  await fillSampleTerms(db, engine);
}

/**
 * Writes every sample's terms (the migration, and the PostgreSQL bench generator, which fills
 * samples with their triggers set aside). Assumes no terms are there yet.
 */
export async function fillSampleTerms(db: AnyDb, engine: Engine): Promise<void> {
  if (engine === 'sqlite') {
    await sql
      .raw(
        `insert or ignore into sample_terms (term, kind, updated_at, id) ` +
          `select value, s.kind, s.updated_at, s.id from samples as s, ${sqliteTokens('s.search_text')} where ${sqliteIsTerm('value')}`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `insert into sample_terms (term, kind, updated_at, id) ` +
        `select distinct w, s.kind, s.updated_at, s.id from samples as s, unnest(string_to_array(s.search_text, ' ')) as w ` +
        `where char_length(w) = 2 and w ~ ('^[' || chr(${LOW}) || '-' || chr(${HIGH}) || ']{2}$') on conflict do nothing`,
    )
    .execute(db);
}
