import { type Expression, type Kysely, sql } from 'kysely';
import type { DB, Engine } from '../../db/database';
import { isTermToken, type SearchTerm } from './search-text';
import type { ListPlan, PageRows } from './list-plan';
import { countOf, limitOffset, rowsAround, versionRead } from './list-query.repository';
import { readWithTotal, totalsOf } from './search-totals';

/** A search a term walk answers: one word of one list of `search_terms` (migration 0025). */
export interface TermWalk {
  term: string;
  list: string;
}

/**
 * The term walk of a search, or null: one 2-character Chinese word (a substance's name, the
 * common search) in a list `search_terms` keeps, with no filter, ranked by that word, newest first.
 */
export function termWalkOf(plan: ListPlan & { terms: SearchTerm[] }): TermWalk | null {
  const [term, ...more] = plan.terms;
  if (!plan.termList || plan.filters.length || !term || more.length || term.prefix) return null;
  if (!isTermToken(term.token) || plan.rank?.query !== term.token) return null;
  if (plan.order.column !== 'updated_at' || plan.order.dir !== 'desc') return null;
  return { term: term.token, list: plan.termList };
}

/**
 * The ids of the walk's matches in the search's order (rank tier, then newest first) read along
 * `search_terms`' key alone, so a page reads ten of its rows whatever the number of matches.
 */
export const termWalkSql = (
  walk: TermWalk,
  engine: Engine,
  page: { limit: number; offset: number; columns?: Expression<unknown> },
) => sql`select st.id, st.tier, st.updated_at as sort_v${page.columns ?? sql``} from search_terms as st
  where st.term = ${walk.term} and st.list = ${sql.lit(walk.list)} order by st.tier, st.updated_at desc, st.id desc
  ${limitOffset(engine, page.limit, page.offset)}`;

/** How many records of the list hold the walk's term, counted in `search_terms` alone. */
export const termCountSql = (walk: TermWalk) =>
  sql<{ n: number }>`select count(*) as n from search_terms where term = ${walk.term} and list = ${sql.lit(walk.list)}`;

type WalkRow = { id: number; total_n?: number; write_v: number } & Record<string, unknown>;

/**
 * SQLite: one page of a term walk with its rows in one statement, as a plain list's page is read:
 * the page along `search_terms`' key, its rows joined around it, the table's write version and,
 * unless this process remembers the term's total at that version, the total counted in
 * `search_terms` (kept by the table's row triggers, so the table's version covers it).
 */
export async function termWalkPage(
  kdb: Kysely<DB>,
  plan: ListPlan & { rows: PageRows },
  walk: TermWalk,
): Promise<{ ids: number[]; total: number; rows: Record<string, unknown>[] }> {
  const { rows, limit, offset } = plan;
  const statement = (counted: boolean) => {
    const version = sql`, ${versionRead('sqlite', [plan.table])} as write_v`;
    const columns = counted ? sql`${version}, (${termCountSql(walk)}) as total_n` : version;
    const page = termWalkSql(walk, 'sqlite', { limit, offset, columns });
    return rowsAround(
      page,
      rows,
      ['lp.write_v', ...(counted ? ['lp.total_n'] : [])],
      'lp.tier, lp.sort_v desc, lp.id desc',
    );
  };
  const read = async (counted: boolean) => {
    const found = (await statement(counted).execute(kdb)).rows as WalkRow[];
    const first = found[0];
    return {
      found,
      total: first && counted ? Number(first.total_n) : undefined,
      version: first ? Number(first.write_v) : undefined,
    };
  };
  const r = await readWithTotal(totalsOf(kdb), `${walk.list}\u0000${walk.term}`, read);
  // Past the last page (or no match) no row carries the count: only then is it asked for alone.
  const total = r.total ?? (await countOf(kdb, termCountSql(walk)));
  return { ids: r.found.map((row) => Number(row.id)), total, rows: r.found };
}
