import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Engine } from '../../db/database';
import type { SearchTerm } from './search-text';

export type SearchableTable = 'matters' | 'products' | 'samples' | 'testing_reports' | 'regulations';

/**
 * The one place engines differ for search: a condition that `alias.id` is a record whose
 * search_text holds every term. SQLite: FTS5 external-content table `<table>_fts`;
 * PostgreSQL: the generated `search_tsv` column with its GIN index.
 */
export function searchCondition(
  engine: Engine,
  table: SearchableTable,
  alias: string,
  terms: SearchTerm[],
): RawBuilder<SqlBool> {
  // Tokens are letters/digits only (see parseSearchQuery), so they need no escaping.
  if (engine === 'sqlite') {
    const match = terms.map((t) => `"${t.token}"${t.prefix ? '*' : ''}`).join(' AND ');
    const fts = sql.table(`${table}_fts`);
    return sql<SqlBool>`${sql.ref(`${alias}.id`)} in (select rowid from ${fts} where ${fts} match ${match})`;
  }
  const query = terms.map((t) => `'${t.token}'${t.prefix ? ':*' : ''}`).join(' & ');
  return sql<SqlBool>`${sql.ref(`${alias}.search_tsv`)} @@ cast(${query} as tsquery)`;
}
