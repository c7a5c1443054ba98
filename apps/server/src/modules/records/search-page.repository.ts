import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DB, Engine } from '../../db/database';
import {
  ftsMatchCountSql,
  type MatchMode,
  type SearchableTable,
  searchCondition,
  type SearchOptions,
} from './search-condition.repository';
import type { SearchTerm } from './search-text';
import { column, compare, type Condition, type ListPlan, type SearchRank } from './list-plan';
import { readWithTotal, totalsOf } from './search-totals';
import { termCountSql, termWalkOf, termWalkPage, termWalkSql } from './term-walk.repository';
import {
  countOf,
  countSql,
  idsSql,
  listKey,
  pageStatement,
  quietWriteVersion,
  readPage,
  recordCountSql,
  versionRead,
} from './list-query.repository';

type SearchPlan = ListPlan & { terms: SearchTerm[] };
type Page = { ids: number[]; total: number; rows?: Record<string, unknown>[] };

/** At most this many records named exactly the query are checked one by one, read by id. */
const EXACT_PROBES = 50;
const BY_ID = { column: 'id', dir: 'asc' } as const;

const idIn =
  (ids: number[]): Condition =>
  (eb) =>
    eb('t.id', 'in', ids);

/** The search as a condition on alias `t`. */
const searchOf =
  (engine: Engine, table: SearchableTable, terms: SearchTerm[], options: SearchOptions): Condition =>
  () =>
    searchCondition(engine, table, 't', terms, options);

/**
 * How to read `wanted` rows in list order out of `scope` rows of which `matches` match, when the
 * search index gives `collected` entries for the words alone (more than `matches` with filters).
 * A page walks about `wanted × scope / matches` rows of the sort index: when that is under a
 * fifth of the collected entries, each walked row's own search_text is checked (`scan`); when it
 * is over ten times them, the matches are fetched and sorted (`drive`); otherwise they are
 * collected and the walk checks rows against them (`set`).
 */
export function cheapestMode(matches: number, scope: number, wanted: number, collected = matches): MatchMode {
  const walked = (wanted * Math.max(scope, matches)) / matches;
  if (walked < collected / 5) return 'scan';
  return walked > collected * 10 ? 'drive' : 'set';
}

/** One page of a search: ranked (exact name first, see SearchRank), then in the list's order. */
export async function searchPage(kdb: Kysely<DB>, engine: Engine, plan: SearchPlan): Promise<Page> {
  if (engine === 'postgres') return tieredPagePg(kdb, plan);
  const walk = termWalkOf(plan);
  if (walk && plan.rows) return termWalkPage(kdb, { ...plan, rows: plan.rows }, walk);
  if (plan.rank?.prefix) {
    // When no name starts with the query (pinyin or Latin over Chinese names), the ranked tiers are empty.
    if (await namesStartWith(kdb, engine, plan.table, plan.rank)) return rankedPage(kdb, { ...plan, rank: plan.rank });
    return tieredPage(kdb, { ...plan, rank: undefined });
  }
  return tieredPage(kdb, plan);
}

/** Whether a name starts with the rank's query: one seek of the name's index for [q, q with its last code point raised). */
export async function namesStartWith(
  kdb: Kysely<DB>,
  engine: Engine,
  table: string,
  rank: SearchRank,
): Promise<boolean> {
  const chars = [...rank.query];
  const last = chars.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff) return true;
  // No code point lies among the surrogates: the one after U+D7FF is U+E000.
  const end = chars.join('') + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1);
  const ref = column(`t.${rank.column}`);
  const name = engine === 'postgres' ? sql`${ref} collate "C"` : ref;
  const { rows } = await sql`select 1 from ${column(table)} as "t"
    where ${name} >= ${rank.query} and ${name} < ${end} limit 1`.execute(kdb);
  return rows.length > 0;
}

/**
 * PostgreSQL: one statement for page and total. The page is the exact names, then (catalogue
 * tables) the names starting with the query — both skipped when no name starts with it — then
 * the other matches, each tier its own branch in the list's order, so a common word walks the sort
 * index with the search as a filter; a one-word 2-character search of products or samples is one
 * walk of `search_terms` instead. The total is counted, or remembered at the write version.
 */
async function tieredPagePg(kdb: Kysely<DB>, plan: SearchPlan): Promise<Page> {
  const walk = termWalkOf(plan);
  const match = searchOf('postgres', plan.table, plan.terms, { fts: plan.fts });
  const conditions: Condition[] = [...plan.filters, ...(plan.scope ?? []), match];
  const { order, table } = plan;
  const reach = plan.offset + plan.limit;
  const tier = (n: number, ...name: Condition[]) =>
    pageStatement('postgres', table, [...conditions, ...name], order, {
      limit: reach,
      offset: 0,
      columns: { tier: sql.lit(n) },
    });
  const d = sql.raw(order.dir);
  // The exact-name tier planned on its own (fenced by `offset 0`), so the name's index finds the
  // few that bear it instead of a walk of the sort index through every match.
  const exactTier = (exact: Condition) =>
    sql`select x.id, x.sort_v, 0 as tier from (${idsSql(table, [...conditions, exact], column(`t.${order.column}`))} offset 0) as x
      order by x.sort_v ${d}, x.id ${d} limit ${sql.lit(reach)}`;
  // No name starts with the query (pinyin or Latin over Chinese names): no exact or prefix tier.
  // (A term walk's order holds the tiers already: no check.)
  const rank =
    !walk && plan.rank?.prefix && !(await namesStartWith(kdb, 'postgres', plan.table, plan.rank))
      ? undefined
      : plan.rank;
  let tiers = sql`${tier(1)}`;
  if (walk) {
    tiers = termWalkSql(walk, 'postgres', { limit: reach, offset: 0 });
  } else if (rank) {
    const col = column(`t.${rank.column}`);
    const v = rank.query;
    const exact: Condition = () => sql<SqlBool>`${col} = ${v}`;
    const notExact: Condition = () => sql<SqlBool>`${col} is distinct from ${v}`;
    const prefix = sql`substr(${col}, 1, ${[...v].length}) = ${v}`;
    tiers = rank.prefix
      ? sql`(${exactTier(exact)}) union all (${tier(1, notExact, () => sql<SqlBool>`${prefix}`)})
          union all (${tier(2, notExact, () => sql<SqlBool>`(${prefix}) is not true`)})`
      : sql`(${exactTier(exact)}) union all (${tier(1, notExact)})`;
  }
  const count = walk ? termCountSql(walk) : countSql(table, conditions);
  // Remembered under the count statement, at the versions of the tables it reads (listKey).
  const remembered = listKey(count.compile(kdb));
  const tables = remembered?.tables ?? [table];
  const page = async (withCount: boolean) => {
    const { rows } = await sql<{ id: number; total_n?: number; write_v: number }>`
      select p.id, ${withCount ? sql`(${count}) as total_n,` : sql``} ${versionRead('postgres', tables)} as write_v
      from (${tiers}) as p
      order by p.tier, p.sort_v ${d}, p.id ${d}
      limit ${plan.limit} offset ${plan.offset}`.execute(kdb);
    const first = rows[0];
    return {
      ids: rows.map((r) => Number(r.id)),
      total: first && withCount ? Number(first.total_n) : undefined,
      version: first ? Number(first.write_v) : undefined,
    };
  };
  const r = await readWithTotal(totalsOf(kdb), remembered?.key ?? null, page, () => quietWriteVersion(kdb, tables));
  if (r.total !== undefined) return { ids: r.ids, total: r.total };
  // Past the last page no row carries the count: only then is it asked for separately.
  return { ids: [], total: plan.offset > 0 ? await countOf(kdb, count) : 0 };
}

/** SQLite: every match read, ranked (exact, prefix, other), sorted and counted in one query (small catalogue tables). */
async function rankedPage(kdb: Kysely<DB>, plan: SearchPlan & { rank: SearchRank }): Promise<Page> {
  const conditions = [
    ...plan.filters,
    ...(plan.scope ?? []),
    searchOf('sqlite', plan.table, plan.terms, { fts: plan.fts }),
  ];
  const col = column(`t.${plan.rank.column}`);
  const v = plan.rank.query;
  const first = sql`case when ${col} = ${v} then 0 when substr(${col}, 1, ${[...v].length}) = ${v} then 1 else 2 end`;
  const { limit, offset } = plan;
  const columns = { total_n: sql`count(*) over ()` };
  const { rows } = await pageStatement('sqlite', plan.table, conditions, plan.order, {
    limit,
    offset,
    columns,
    first,
  }).execute(kdb);
  // Past the last page no row carries the count: only then is it asked for separately.
  const total = rows.length
    ? Number(rows[0]!.total_n)
    : offset > 0
      ? await countOf(kdb, countSql(plan.table, conditions))
      : 0;
  return { ids: rows.map((r) => Number(r.id)), total };
}

/**
 * SQLite: the total counted in the FTS index (with filters, over the filtered rows) and remembered
 * at the write version; exact names from the name index; the rest read the cheapest way (cheapestMode).
 */
async function tieredPage(kdb: Kysely<DB>, plan: SearchPlan): Promise<Page> {
  const collected = await rememberedCount(kdb, ftsMatchCountSql(plan.fts ?? `${plan.table}_fts`, plan.terms));
  const scope = [...(plan.scope ?? []), ...plan.filters];
  const match = (mode: MatchMode) => searchOf('sqlite', plan.table, plan.terms, { fts: plan.fts, mode });
  const total =
    plan.filters.length && collected > 0
      ? await rememberedCount(kdb, countSql(plan.table, [...scope, match('set')]))
      : collected;
  if (total === 0 || plan.offset >= total) return { ids: [], total };
  const slice = (conditions: Condition[], offset: number, limit: number) =>
    readPage(kdb, plan.table, conditions, plan.order, limit, offset).then((p) => p.ids);

  const ids: number[] = [];
  let offset = plan.offset;
  let rest = total;
  const others: Condition[] = [];
  if (plan.rank) {
    const { column, query } = plan.rank;
    const byName = compare(`t.${column}`, '=', query);
    // The records named exactly the query, from the name index: usually none, and then the tier
    // is skipped without collecting the matches; a few are checked by id, each by its own text.
    const { ids: namedIds } = await readPage(
      kdb,
      plan.table,
      [...(plan.scope ?? []), byName],
      BY_ID,
      EXACT_PROBES + 1,
      0,
    );
    const exact: Condition[] =
      namedIds.length <= EXACT_PROBES
        ? [...scope, byName, idIn(namedIds), match('scan')]
        : [...scope, byName, match('set')];
    const named = namedIds.length === 0 ? 0 : await countOf(kdb, countSql(plan.table, exact));
    if (offset < named) {
      ids.push(...(await slice(exact, offset, plan.limit)));
      offset = 0;
    } else {
      offset -= named;
    }
    rest -= named;
    others.push(compare(`t.${column}`, '<>', query));
  }
  const limit = plan.limit - ids.length;
  if (limit > 0 && offset < rest) {
    // With filters, the rows walked are the filtered ones (the filter's index): their number
    // sets how many a page walks, and so whether probing them beats collecting the matches.
    const scopeRows = plan.filters.length
      ? await rememberedCount(kdb, countSql(plan.table, scope))
      : await countOf(kdb, recordCountSql(plan.countKey));
    const mode = cheapestMode(rest, scopeRows, offset + limit, collected);
    const conditions = [...scope, ...others, match(mode)];
    // A page of other matches only (the usual one): its rows come with it, as a list's do.
    if (plan.rows && ids.length === 0) {
      const page = await readPage(kdb, plan.table, conditions, plan.order, limit, offset, plan.rows);
      return { ids: page.ids, total, rows: page.rows };
    }
    ids.push(...(await slice(conditions, offset, limit)));
  }
  return { ids, total };
}

/**
 * SQLite: a count read with the write version of the tables it reads (listKey), in one statement,
 * and remembered at that version (readWithTotal); counted every time when a table has none.
 */
async function rememberedCount(kdb: Kysely<DB>, count: RawBuilder<{ n: number }>): Promise<number> {
  const remembered = listKey(count.compile(kdb));
  if (!remembered) return countOf(kdb, count);
  const read = async (counted: boolean) => {
    const { rows } = await sql<{ v: number; n?: number }>`select ${versionRead('sqlite', remembered.tables)} as v
      ${counted ? sql`, (${count}) as n` : sql``}`.execute(kdb);
    return { version: Number(rows[0]!.v), total: counted ? Number(rows[0]!.n) : undefined };
  };
  return (await readWithTotal(totalsOf(kdb), remembered.key, read)).total!;
}
