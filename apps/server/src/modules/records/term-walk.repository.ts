import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/database';
import { ShapedStatements } from '../../db/prepared-query';
import type { AnyDb } from '../../db/schema-helpers';
import { isTermToken, type SearchTerm } from '../search/search-text';
import type { ListPlan, PageRows } from './list-plan';
import { type IdQuery, type TotalQuery, versionRead } from './list-query.repository';
import { readWithTotal, totalsPerDatabase } from './search-totals';

/** A search a term walk answers: one word of one list of `search_terms` (migration 0025). */
export interface TermWalk {
  term: string;
  list: string;
}

/**
 * The term walk of a search, or null. It answers a search of one 2-character Chinese word (the
 * common search: a substance's name) in a list `search_terms` keeps (ListPlan.termList), with
 * no filter, ranked by that word (the rank's query is the word itself, as the terms' tiers were
 * computed), in the default order (newest first). Else the search indexes answer it
 * (search-page.repository.ts).
 */
export function termWalkOf(plan: ListPlan & { terms: SearchTerm[] }): TermWalk | null {
  const [term, ...more] = plan.terms;
  if (!plan.termList || plan.filters.length || !term || more.length || term.prefix) return null;
  if (!isTermToken(term.token) || plan.rank?.query !== term.token) return null;
  if (plan.order.column !== 'updated_at' || plan.order.dir !== 'desc') return null;
  return { term: term.token, list: plan.termList };
}

/**
 * The ids of the walk's matches in the search's order — rank tier (exact name, a product's name
 * starting with the word, the rest), then newest first — read along `search_terms`' key alone:
 * the first page reads ten of its rows whatever the word's number of matches. The list is a
 * literal (one statement per list, as the samples' kind scope is; samples.repository.ts).
 * Columns: `id`, `tier`, `sort_v` (updated_at).
 */
export function termWalkQuery(kdb: Kysely<DB>, walk: TermWalk): IdQuery {
  return (kdb as unknown as AnyDb)
    .selectFrom('search_terms as st')
    .select(['st.id', 'st.tier', 'st.updated_at as sort_v'])
    .where('st.term', '=', walk.term)
    .where('st.list', '=', sql.lit(walk.list))
    .orderBy('st.tier')
    .orderBy('st.updated_at', 'desc')
    .orderBy('st.id', 'desc') as IdQuery;
}

/** How many records of the list hold the walk's term, counted in `search_terms` alone. */
export const termCount = (kdb: Kysely<DB>, walk: TermWalk): TotalQuery =>
  (kdb as unknown as AnyDb)
    .selectFrom('search_terms')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('term', '=', walk.term)
    .where('list', '=', sql.lit(walk.list)) as TotalQuery;

/** The walk pages' statements, compiled once per shape (list, rows, counted). */
const shapes = new ShapedStatements(64);
/** Remembered term totals per database. */
const totalsOf = totalsPerDatabase();

type WalkRow = { id: number; total_n?: number; write_v: number } & Record<string, unknown>;

/**
 * SQLite: one page of a term walk with its rows in one statement, as a plain list's page is
 * read (list-page.repository.ts): the page along `search_terms`' key, the page's rows joined
 * around it (ListPlan.rows), the table's write version and, unless this process remembers the
 * term's total at that version, the total counted in `search_terms`. On SQLite the version is
 * bumped in the writer's transaction, so total and version read by one statement belong
 * together, and a remembered total is used only while the version read with the page still
 * equals it (search-totals.ts): the total is as exact as counting anew.
 */
export async function termWalkPage(
  kdb: Kysely<DB>,
  plan: ListPlan & { rows: PageRows },
  walk: TermWalk,
): Promise<{ ids: number[]; total: number; rows: Record<string, unknown>[] }> {
  const { rows, limit, offset } = plan;
  const statement = (counted: boolean) =>
    shapes.compile(`${walk.list}|${plan.table}|${rows.key}|${counted}`, [walk.term, limit, offset], ([term, l, o]) => {
      const w = { term: term as string, list: walk.list };
      const page = termWalkQuery(kdb, w)
        .select(versionRead('sqlite', [plan.table]).as('write_v'))
        .$if(counted, (q) => q.select(termCount(kdb, w).as('total_n')))
        .limit(l as number)
        .offset(o as number);
      return rows
        .select(page.as('lp'))
        .select(['lp.write_v', ...(counted ? ['lp.total_n'] : [])])
        .orderBy('lp.tier')
        .orderBy('lp.sort_v', 'desc')
        .orderBy('lp.id', 'desc');
    });
  const read = async (counted: boolean) => {
    const found = (await kdb.executeQuery(statement(counted))).rows as WalkRow[];
    const first = found[0];
    return {
      found,
      total: first && counted ? Number(first.total_n) : undefined,
      version: first ? Number(first.write_v) : undefined,
    };
  };
  const r = await readWithTotal(totalsOf(kdb), `${walk.list}\u0000${walk.term}`, read);
  // Past the last page (or no match) no row carries the count: only then is it asked for alone.
  const total = r.total ?? Number((await termCount(kdb, walk).executeTakeFirst())?.n ?? 0);
  return { ids: r.found.map((row) => Number(row.id)), total, rows: r.found };
}
