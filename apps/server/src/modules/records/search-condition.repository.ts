import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Engine } from '../../db/database';
import type { SearchTerm } from './search-text';

export type SearchableTable = 'matters' | 'products' | 'samples' | 'testing_reports' | 'regulations';

/** The FTS5 query of the terms. Tokens are letters/digits only (see parseSearchQuery): no escaping needed. */
const ftsQuery = (terms: SearchTerm[]) => terms.map((t) => `"${t.token}"${t.prefix ? '*' : ''}`).join(' AND ');

/**
 * How SQLite checks a row against the matches:
 * - `drive`: `id in (matches)` — the planner may start from the matches (fetch each, then sort);
 * - `set`: `+id in (matches)` — the matches are collected once, and the rows are read in the
 *   sort index's order and looked up in them;
 * - `scan`: each row, read in the sort index's order, is checked by its own `search_text` (no
 *   collection: best when many rows match, so that a page walks few of them). The tokens are
 *   space-separated letters/digits (search-text.ts), so a row holds a term exactly when
 *   ` search_text ` contains ` token ` (a word) or ` token` (a prefix) — the tokens the FTS
 *   index and PostgreSQL's tsvector (`string_to_array(search_text, ' ')`) are made of.
 *   Reading a row's own text is far cheaper than asking the FTS index per row, where a prefix
 *   merged its entry list on every probe.
 */
export type MatchMode = 'drive' | 'set' | 'scan';

export type SearchOptions = { fts?: string; mode?: MatchMode };

/**
 * The one place engines differ for search: a condition that `alias.id` is a record whose
 * search_text holds every term. SQLite: the FTS5 external-content table (`<table>_fts`, or
 * `fts` — samples have one per kind); PostgreSQL: the generated `search_tsv` column with its
 * GIN index.
 */
export function searchCondition(
  engine: Engine,
  table: SearchableTable,
  alias: string,
  terms: SearchTerm[],
  options: SearchOptions = {},
): RawBuilder<SqlBool> {
  return searchSql(engine, table, alias, terms, options, searchValues(engine, terms, options.mode));
}

/**
 * The statement's parameters for the terms: SQLite's FTS5 query, or with `scan` what each term
 * looks for in ` search_text` (` token` for a prefix, ` token ` for a word); PostgreSQL's tsquery.
 */
export function searchValues(engine: Engine, terms: SearchTerm[], mode: MatchMode | undefined): string[] {
  if (engine === 'postgres') return [terms.map((t) => `'${t.token}'${t.prefix ? ':*' : ''}`).join(' & ')];
  if (mode === 'scan') return terms.map((t) => (t.prefix ? ` ${t.token}` : ` ${t.token} `));
  return [ftsQuery(terms)];
}

/** The condition with `values` (searchValues of `terms`, or placeholders for them) in place. */
export function searchSql(
  engine: Engine,
  table: SearchableTable,
  alias: string,
  terms: SearchTerm[],
  options: SearchOptions,
  values: unknown[],
): RawBuilder<SqlBool> {
  if (engine === 'postgres') {
    return sql<SqlBool>`${sql.ref(`${alias}.search_tsv`)} @@ cast(${values[0]} as tsquery)`;
  }
  if (options.mode === 'scan') {
    // Compared as bytes: instr on text counts characters up to the match (a third of the check
    // for Chinese text); a needle that starts with a space can only match at a character's start.
    const text = sql.ref(`${alias}.search_text`);
    const holds = terms.map((t, i) =>
      t.prefix
        ? sql`instr(cast(' ' || ${text} as blob), cast(${values[i]} as blob)) > 0`
        : sql`instr(cast(' ' || ${text} || ' ' as blob), cast(${values[i]} as blob)) > 0`,
    );
    return sql<SqlBool>`(${sql.join(holds, sql` and `)})`;
  }
  const fts = sql.table(options.fts ?? `${table}_fts`);
  const id = sql.ref(`${alias}.id`);
  const subject = options.mode === 'set' ? sql`+${id}` : id;
  return sql<SqlBool>`${subject} in (select rowid from ${fts} where ${fts} match ${values[0]})`;
}

/** SQLite: how many records of an FTS5 table match, read from the index alone. */
export function ftsMatchCountSql(fts: string, terms: SearchTerm[]) {
  const t = sql.table(fts);
  return sql<{ n: number }>`select count(*) as n from ${t} where ${t} match ${ftsQuery(terms)}`;
}
