import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DB, Engine } from '../../db/database';
import type { SearchTerm } from './search-text';

export type SearchableTable = 'matters' | 'products' | 'samples' | 'testing_reports' | 'regulations';

/** The FTS5 query of the terms. Tokens are letters/digits only (see parseSearchQuery): no escaping needed. */
const ftsQuery = (terms: SearchTerm[]) => terms.map((t) => `"${t.token}"${t.prefix ? '*' : ''}`).join(' AND ');

/**
 * The one place engines differ for search: a condition that `alias.id` is a record whose
 * search_text holds every term. SQLite: the FTS5 external-content table (`<table>_fts`, or
 * `fts` — samples have one per kind); PostgreSQL: the generated `search_tsv` column with its
 * GIN index. `drive: false` (SQLite) keeps the planner from driving the query by the matches,
 * so it walks the sort index instead and checks each row against them (see search-page).
 */
export function searchCondition(
  engine: Engine,
  table: SearchableTable,
  alias: string,
  terms: SearchTerm[],
  options: { fts?: string; drive?: boolean } = {},
): RawBuilder<SqlBool> {
  if (engine === 'sqlite') {
    const fts = sql.table(options.fts ?? `${table}_fts`);
    const id = sql.ref(`${alias}.id`);
    const subject = options.drive === false ? sql`+${id}` : id;
    return sql<SqlBool>`${subject} in (select rowid from ${fts} where ${fts} match ${ftsQuery(terms)})`;
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
