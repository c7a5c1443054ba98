import { sql } from 'kysely';
import type { Engine } from '../database';
import { type AnyDb, refType, timeType } from '../schema-helpers';

/**
 * `search_terms`: one row per 2-character Chinese token (the bigrams a 2-character search asks
 * for, search-text.ts) of each product's and sample's `search_text`, keyed in the order a
 * search of that word shows them: `(term, list, tier, updated_at desc, id desc)`.
 * - `list`: `products`, `samples:matter` or `samples:product` (each sample kind is its own list);
 * - `tier`: the search's rank (records/list-plan.ts SearchRank) for that word — 0 when the
 *   name is the word, 1 when a product's name starts with it (samples have no such tier),
 *   else 2 — then the list's default order, newest first.
 *
 * So a search for such a word reads its page along this key — ten rows for the first page,
 * whatever the word's number of matches — instead of collecting every match from the search
 * index and ranking and sorting them (records/term-walk.repository.ts).
 *
 * Kept by row triggers in the writer's own statement on both engines, as the search indexes
 * are: inserts, deletes, and updates of what the key is made of (`search_text`, the name,
 * `updated_at`, a sample's `kind`). A view count's update does not touch it. A token is a term
 * when it is two characters of U+3400–U+9FFF, the test `isTermToken` makes on the read side.
 */
const LOW = 0x3400;
const HIGH = 0x9fff;

interface Source {
  table: 'products' | 'samples';
  name: string;
  /** The row's list (SQL over `row`). */
  list: (row: string) => string;
  /** Whether names starting with the word rank before the rest (the catalogue's prefix tier). */
  prefix: boolean;
  /** The columns an update of which moves the row's terms. */
  key: string[];
}

const SOURCES: Source[] = [
  {
    table: 'products',
    name: 'product_name',
    list: () => `'products'`,
    prefix: true,
    key: ['search_text', 'product_name', 'updated_at'],
  },
  {
    table: 'samples',
    name: 'name',
    list: (row) => `'samples:' || ${row}.kind`,
    prefix: false,
    key: ['search_text', 'name', 'updated_at', 'kind'],
  },
];

/** SQL: the tier of term `v` in `row` of `s`. */
const tierOf = (s: Source, row: string, v: string) =>
  `case when ${row}.${s.name} = ${v} then 0 ${s.prefix ? `when substr(${row}.${s.name}, 1, 2) = ${v} then 1 ` : ''}else 2 end`;

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
/** SQLite: the key rows of `row` (new/old in a trigger, or `r` of the table named in `from`). */
const sqliteRows = (s: Source, row: string, from = '') =>
  `select value, ${s.list(row)}, ${tierOf(s, row, 'value')}, ${row}.updated_at, ${row}.id ` +
  `from ${from}${sqliteTokens(`${row}.search_text`)} where ${sqliteIsTerm('value')}`;

/** PostgreSQL: the terms of a text (SQL over `text`), as column `w`. */
const pgTerms = (text: string) =>
  `select distinct w from unnest(string_to_array(${text}, ' ')) as w ` +
  `where char_length(w) = 2 and w ~ ('^[' || chr(${LOW}) || '-' || chr(${HIGH}) || ']{2}$')`;
const pgRows = (s: Source, row: string, from = '') =>
  `select w, ${s.list(row)} as list, ${tierOf(s, row, 'w')} as tier, ${row}.updated_at, ${row}.id from ${from}(${pgTerms(`${row}.search_text`)}) as t`;

const COLUMNS = '(term, list, tier, updated_at, id)';

export async function up(db: AnyDb, engine: Engine): Promise<void> {
  if (engine === 'sqlite') {
    // Without rowid: the key is the table, so each term is stored once.
    await sql
      .raw(
        `create table search_terms (term text not null, list text not null, tier integer not null, ` +
          `updated_at integer not null, id integer not null, primary key (term, list, tier, updated_at desc, id desc)) without rowid`,
      )
      .execute(db);
    for (const s of SOURCES) {
      const insert = `insert or ignore into search_terms ${COLUMNS} ${sqliteRows(s, 'new')};`;
      const remove = `delete from search_terms where ${COLUMNS} in (${sqliteRows(s, 'old')});`;
      const changed = s.key.map((c) => `old.${c} is not new.${c}`).join(' or ');
      const triggers = [
        `create trigger ${s.table}_terms_ai after insert on ${s.table} begin ${insert} end`,
        `create trigger ${s.table}_terms_ad after delete on ${s.table} begin ${remove} end`,
        `create trigger ${s.table}_terms_au after update of ${s.key.join(', ')} on ${s.table} when ${changed} ` +
          `begin ${remove} ${insert} end`,
      ];
      for (const t of triggers) await sql.raw(t).execute(db);
    }
    await fillSearchTerms(db, engine);
    return;
  }
  await db.schema
    .createTable('search_terms')
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('tier', 'integer', (c) => c.notNull())
    .addColumn('updated_at', timeType(engine), (c) => c.notNull())
    .addColumn('id', refType(engine), (c) => c.notNull())
    .execute();
  // The key in the search's order (rank tier ascending, then newest first), so a search reads
  // its first page in order instead of sorting every match, as it would under an all-ascending key.
  await sql
    .raw('create unique index search_terms_key on search_terms (term, list, tier, updated_at desc, id desc)')
    .execute(db);
  for (const s of SOURCES) {
    await sql
      .raw(
        `create function ${s.table}_terms_sync() returns trigger language plpgsql as $$
         declare k record;
         begin
           if tg_op <> 'INSERT' then
             -- Key by key: each delete one seek of the primary key.
             for k in ${pgRows(s, 'old')} loop
               delete from search_terms where (term, list, tier, updated_at, id) = (k.w, k.list, k.tier, k.updated_at, k.id);
             end loop;
           end if;
           if tg_op <> 'DELETE' then
             insert into search_terms ${COLUMNS} ${pgRows(s, 'new')} on conflict do nothing;
           end if;
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${s.table}_terms after insert or delete or update of ${s.key.join(', ')} on ${s.table} ` +
          `for each row execute function ${s.table}_terms_sync()`,
      )
      .execute(db);
  }
  await fillSearchTerms(db, engine);
}

/**
 * Writes every product's and sample's terms (the migration, and the PostgreSQL bench generator,
 * which fills the tables with their triggers set aside). Assumes no terms are there yet.
 */
export async function fillSearchTerms(db: AnyDb, engine: Engine): Promise<void> {
  for (const s of SOURCES) {
    // SQLite: json_each joined to each row; PostgreSQL: a lateral subquery.
    const statement =
      engine === 'sqlite'
        ? `insert or ignore into search_terms ${COLUMNS} ${sqliteRows(s, 'r', `${s.table} as r, `)}`
        : `insert into search_terms ${COLUMNS} ${pgRows(s, 'r', `${s.table} as r, lateral `)} on conflict do nothing`;
    await sql.raw(statement).execute(db);
  }
}
