import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DB, Engine } from '../../db/database';
import type { SearchTerm } from './search-text';

export type SearchableTable = 'matters' | 'products' | 'samples' | 'testing_reports' | 'regulations';

/**
 * SQLite: the FTS5 indexes also keep every token's prefixes of up to this many characters
 * (migration 0027), so a prefix query that short reads one entry list, like a whole token.
 */
export const FTS_PREFIX_CHARS = 3;

/** The FTS5 query of the terms. Tokens are letters/digits only (see parseSearchQuery): no escaping needed. */
const ftsQuery = (terms: SearchTerm[]) => terms.map((t) => `"${t.token}"${t.prefix ? '*' : ''}`).join(' AND ');

/**
 * How SQLite checks a row against the matches:
 * - `drive`: `id in (matches)` — the planner may start from the matches (fetch each, then sort);
 * - `set`: `+id in (matches)` — the matches are collected once, and the rows are read in the
 *   sort index's order and looked up in them;
 * - `probe`: each row, read in the sort index's order, asks the FTS index whether it matches
 *   (no collection: best when nearly every row matches).
 */
export type MatchMode = 'drive' | 'set' | 'probe';

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
  options: { fts?: string; mode?: MatchMode } = {},
): RawBuilder<SqlBool> {
  if (engine === 'sqlite') {
    const fts = sql.table(options.fts ?? `${table}_fts`);
    const id = sql.ref(`${alias}.id`);
    const match = ftsQuery(terms);
    if (options.mode === 'probe') {
      return sql<SqlBool>`exists (select 1 from ${fts} where ${fts}.rowid = ${id} and ${fts} match ${match})`;
    }
    const subject = options.mode === 'set' ? sql`+${id}` : id;
    return sql<SqlBool>`${subject} in (select rowid from ${fts} where ${fts} match ${match})`;
  }
  const query = terms.map((t) => `'${t.token}'${t.prefix ? ':*' : ''}`).join(' & ');
  return sql<SqlBool>`${sql.ref(`${alias}.search_tsv`)} @@ cast(${query} as tsquery)`;
}

/** SQLite: how many records of an FTS5 table match, read from the index alone. */
export async function ftsMatchCount(db: Kysely<DB>, fts: string, terms: SearchTerm[]): Promise<number> {
  const t = sql.table(fts);
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${t} where ${t} match ${ftsQuery(terms)}`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}
