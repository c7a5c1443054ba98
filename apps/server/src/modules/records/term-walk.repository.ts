import { type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/database';
import { ShapedStatements } from '../../db/prepared-query';
import type { AnyDb } from '../../db/schema-helpers';
import { isTermToken, type SearchTerm } from '../search/search-text';
import type { Condition, ListPlan, PageRows } from './list-plan';
import { type IdQuery, type TotalQuery, versionRead } from './list-query.repository';
import { SearchTotals } from './search-totals';

/** A search a term walk answers: one word of `sample_terms` for samples of one kind. */
export interface TermWalk {
  term: string;
  kind: string;
}

/**
 * The term walk of a search, or null: samples (the plan names their kind), no filter, one
 * 2-character Chinese word (the common search: a substance's name), in the default order by
 * `updated_at`. Else the search indexes answer it (search-page.repository.ts).
 */
export function termWalkOf(plan: ListPlan & { terms: SearchTerm[] }): TermWalk | null {
  const [term, ...more] = plan.terms;
  if (!plan.termKind || plan.filters.length || !term || more.length || term.prefix) return null;
  if (!isTermToken(term.token) || plan.order.column !== 'updated_at') return null;
  return { term: term.token, kind: plan.termKind };
}

/**
 * `t` (a sample) holds the walk's term: one key of `sample_terms`. For the exact-name tier, whose
 * rows come from the name index (on PostgreSQL a generic plan ANDed the name index with a scan of
 * the search index, 1.5 ms for 山药, when this test was the search condition).
 */
export const termHeld = (walk: TermWalk) =>
  sql<SqlBool>`exists (select 1 from sample_terms as e where e.term = ${walk.term} and e.kind = ${sql.lit(walk.kind)}
      and e.updated_at = t.updated_at and e.id = t.id)`;

/** How many samples hold the walk's term, counted in `sample_terms` alone. */
export const termCount = (kdb: Kysely<DB>, walk: TermWalk): TotalQuery =>
  (kdb as unknown as AnyDb)
    .selectFrom('sample_terms')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('term', '=', walk.term)
    .where('kind', '=', sql.lit(walk.kind)) as TotalQuery;

/**
 * The samples holding the walk's term that pass `conditions` (on alias `t`), in the list's
 * order: `sample_terms` is read along its key `(term, kind, updated_at, id)` — so the first
 * page reads about ten of its rows, whatever the word's number of matches — and each row's
 * sample is joined by id (cross join: SQLite keeps the terms as the outer loop). The kind is
 * a literal, as the samples' kind scope is (samples.repository.ts). Sort value: `sort_v`.
 */
export function termWalkQuery(
  kdb: Kysely<DB>,
  walk: TermWalk,
  conditions: Condition[],
  order: ListPlan['order'],
): IdQuery {
  const db = kdb as unknown as AnyDb;
  let q = db
    .selectFrom('sample_terms as st')
    .crossJoin('samples as t')
    .select('t.id')
    .where('st.term', '=', walk.term)
    .where('st.kind', '=', sql.lit(walk.kind))
    .whereRef('t.id', '=', 'st.id') as IdQuery;
  for (const c of conditions) q = q.where(c);
  return q.orderBy('st.updated_at', order.dir).orderBy('st.id', order.dir);
}

/** The walk pages' statements, compiled once per shape (kind, direction, rows, counted, ranked). */
const shapes = new ShapedStatements(64);
/** Remembered term totals per database (a test process opens many). */
const totalsOf = new WeakMap<Kysely<DB>, SearchTotals>();

type WalkRow = { id: number; total_n?: number; write_v: number } & Record<string, unknown>;

/**
 * SQLite: one page of a term walk and its rows in one statement, as a plain list's page is
 * read (list-page.repository.ts): the exact names first (SearchRank), then the other samples
 * holding the term in the list's order, each tier read along `sample_terms`' key; the page's
 * rows joined around it (ListPlan.rows); the table's write version; and, unless this process
 * remembers the term's total at that version, the total counted in `sample_terms` alone. On
 * SQLite the version is bumped in the writer's transaction, so total and version read by one
 * statement belong together, and a remembered total is used only while the version read with
 * the page still equals it (search-totals.ts): the total is as exact as counting anew.
 */
export async function termWalkPage(
  kdb: Kysely<DB>,
  plan: ListPlan & { rows: PageRows },
  walk: TermWalk,
): Promise<{ ids: number[]; total: number; rows: Record<string, unknown>[] }> {
  const { order, rows, limit, offset } = plan;
  const name = plan.rank?.column ?? null;
  const kind = sql.lit(walk.kind);
  const statement = (counted: boolean) =>
    shapes.compile(
      `${walk.kind}|${order.dir}|${rows.key}|${counted}|${name ?? ''}`,
      [walk.term, plan.rank?.query ?? null, offset + limit, limit, offset],
      ([term, query, reach, lim, off]) => {
        const held = { term: term as string, kind: walk.kind };
        const other = termWalkQuery(kdb, held, name ? [(eb) => eb(`t.${name}`, '<>', query)] : [], order)
          .select([sql<number>`1`.as('tier'), sql.ref('st.updated_at').as('sort_v')])
          .limit(reach as number);
        // Exact names holding the term: the name index, each checked by one key of sample_terms.
        const exact =
          name &&
          sql`select t.id as id, 0 as tier, t.updated_at as sort_v from samples as t
            where t.kind = ${kind} and ${sql.ref(`t.${name}`)} = ${query} and ${termHeld(held)}`;
        const tiers = exact ? sql`${exact} union all select * from (${other})` : sql`select * from (${other})`;
        const db = kdb as unknown as AnyDb;
        const page = db
          .selectFrom(sql`(${tiers})`.as('u'))
          .select(['u.id', 'u.tier', 'u.sort_v', versionRead('sqlite', ['samples']).as('write_v')])
          .$if(counted, (q) => q.select(termCount(kdb, held).as('total_n')))
          .orderBy('u.tier')
          .orderBy('u.sort_v', order.dir)
          .orderBy('u.id', order.dir)
          .limit(lim as number)
          .offset(off as number);
        return rows
          .select(page.as('lp'))
          .select(['lp.write_v', ...(counted ? ['lp.total_n'] : [])])
          .orderBy('lp.tier')
          .orderBy('lp.sort_v', order.dir)
          .orderBy('lp.id', order.dir);
      },
    );
  const read = async (counted: boolean) => (await kdb.executeQuery(statement(counted))).rows as WalkRow[];
  const done = (found: WalkRow[], total: number) => ({ ids: found.map((r) => Number(r.id)), total, rows: found });

  const totals = totalsOf.get(kdb) ?? new SearchTotals();
  totalsOf.set(kdb, totals);
  const key = `${walk.kind}\u0000${walk.term}`;
  const known = totals.get(key);
  if (known) {
    const found = await read(false);
    if (found.length && Number(found[0]!.write_v) === known.version) return done(found, known.total);
    totals.forget(key);
  }
  const found = await read(true);
  if (found.length) {
    const total = Number(found[0]!.total_n);
    totals.remember(key, Number(found[0]!.write_v), total);
    return done(found, total);
  }
  // Past the last page (or no match) no row carries the count: only then is it asked for alone.
  return done([], Number((await termCount(kdb, walk).executeTakeFirst())?.n ?? 0));
}
