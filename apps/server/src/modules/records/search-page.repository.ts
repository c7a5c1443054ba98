import { type Kysely, type SqlBool, sql } from 'kysely';
import type { DB, Engine } from '../../db/database';
import { MAX_LITERAL_OFFSET } from '../../db/pg-statements';
import {
  ftsMatchCount,
  type MatchMode,
  type SearchableTable,
  searchCondition,
  type SearchOptions,
  searchSql,
  searchValues,
} from '../search/search.repository';
import type { SearchTerm } from '../search/search-text';
import { ShapedStatements } from '../../db/prepared-query';
import type { AnyDb } from '../../db/schema-helpers';
import {
  cacheable,
  compare,
  type Condition,
  type ListPlan,
  type SearchRank,
  shapedCondition,
  versionTables,
} from './list-plan';
import { readWithTotal, totalsPerDatabase } from './search-totals';
import { termCount, termWalkOf, termWalkPage, termWalkQuery } from './term-walk.repository';
import {
  countKey,
  countQuery,
  countRows,
  idQuery,
  inListOrder,
  quietWriteVersion,
  readPage,
  recordCount,
  statementKey,
  tableVersion,
  versionRead,
} from './list-query.repository';

type SearchPlan = ListPlan & { terms: SearchTerm[] };
/** `rows`: the page's rows, when the plan asked for them and the way it was read gives them. */
type Page = { ids: number[]; total: number; rows?: Record<string, unknown>[] };

/**
 * Rough costs in µs, measured on SQLite with a million samples (page cache warm; 500,000 matter
 * samples): collecting a match from the FTS index (`set`: 山药's 4,623 in 1.2 ms), fetching and
 * sorting one (`drive`), walking one row of the sort index, and reading a walked row's own
 * search_text to check it (`scan`: 0.7–0.9 µs a row for page 1 of g, 姜 or 山药, 2.3 at page 21,
 * whose rows the CPU's caches no longer hold). The cheapest way is chosen per page.
 */
const COST = { collect: 0.27, fetchAndSort: 1.6, walk: 0.14, scan: 1.36 };

/** At most this many records named exactly the query are checked against the search one by one. */
const EXACT_PROBES = 50;

/** The order the few records named exactly the query are first read in (any order would do). */
const BY_ID = { column: 'id', dir: 'asc' } as const;

/** `t.id in (ids)`, shaped by the number of ids. */
const idIn = (ids: number[]): Condition =>
  shapedCondition(`t.id in ${ids.length}`, ids, (v) => (eb) => eb('t.id', 'in', v));

/** The search as a shaped condition on alias `t`: compiled once per shape, the words its values. */
function shapedSearch(engine: Engine, table: SearchableTable, terms: SearchTerm[], options: SearchOptions): Condition {
  const kinds = terms.map((t) => (t.prefix ? '*' : '=')).join('');
  return shapedCondition(
    `search ${engine} ${table} ${options.fts ?? ''} ${options.mode ?? ''} ${kinds}`,
    searchValues(engine, terms, options.mode),
    (values) => () => searchSql(engine, table, 't', terms, options, values),
  );
}

/**
 * The cheapest way to read `wanted` rows in list order out of `scope` rows of which `matches`
 * match. `collected`: how many entries the search index gives for the words alone — more than
 * `matches` when filters narrow them — which fetching (`drive`) and collecting (`set`) go through.
 * Scanning walks about `wanted × scope / matches` rows whatever the words: a one-letter prefix
 * (`g`, 75,000 of 500,000 matter samples) reads about 70 rows for page 1 (0.05 ms) instead of
 * collecting its 75,000 matches (11 ms); 姜 (14,108) 350 rows (0.3 ms) instead of 3.7 ms.
 */
export function cheapestMode(matches: number, scope: number, wanted: number, collected = matches): MatchMode {
  const walked = (wanted * Math.max(scope, matches)) / matches;
  const costs: [MatchMode, number][] = [
    ['drive', collected * COST.fetchAndSort],
    ['set', collected * COST.collect + walked * COST.walk],
    ['scan', walked * (COST.walk + COST.scan)],
  ];
  return costs.reduce((a, b) => (b[1] < a[1] ? b : a))[0];
}

/**
 * One page of a search: ranked (exact name first, see SearchRank), then in the list's order.
 * A one-word 2-character search of products or samples walks `search_terms` in that order
 * (term-walk.repository.ts): on SQLite one statement reads the page and its rows; on
 * PostgreSQL the walk is tieredPagePg's page.
 */
export async function searchPage(kdb: Kysely<DB>, engine: Engine, plan: SearchPlan): Promise<Page> {
  if (engine === 'postgres') return tieredPagePg(kdb, plan);
  const walk = termWalkOf(plan);
  if (walk && plan.rows) return termWalkPage(kdb, { ...plan, rows: plan.rows }, walk);
  if (plan.rank?.prefix) {
    // The catalogue's prefix tier: when no name starts with the query (a pinyin or Latin query
    // of Chinese names), the exact and prefix tiers are empty and the page is the matches in
    // the list's order — read as any unranked search is, instead of ranking every match.
    if (await namesStartWith(kdb, engine, plan.table, plan.rank)) return rankedPage(kdb, engine, plan);
    return tieredPage(kdb, { ...plan, rank: undefined });
  }
  return tieredPage(kdb, plan);
}

/** The existence checks of namesStartWith, compiled once per engine, table and column. */
const prefixChecks = new ShapedStatements(16);

/**
 * Whether a name of `table` starts with the rank's query (its exact and prefix tiers are not
 * empty), by one seek of the name's index (migration 0026). In code point order — SQLite's
 * BINARY collation, PostgreSQL's "C" — a name starts with `q` exactly when it lies in [q, q with
 * its last code point raised by one); a query ending in the last code point cannot be raised
 * and counts as a yes (the ranked way is always right).
 */
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
  const ref = sql.ref(`t.${rank.column}`);
  const column = engine === 'postgres' ? sql`${ref} collate "C"` : ref;
  const query = prefixChecks.compile(`${engine}|${table}|${rank.column}`, [rank.query, end], ([from, to]) =>
    (kdb as unknown as AnyDb)
      .selectFrom(`${table} as t`)
      .select(sql<number>`1`.as('x'))
      .where(column, '>=', from)
      .where(column, '<', to)
      .limit(1),
  );
  return (await kdb.executeQuery(query)).rows.length > 0;
}

/** Remembered search totals per database. */
const totalsOf = totalsPerDatabase();

/**
 * PostgreSQL: one statement for page and total.
 * - The page is the exact names (from the name index), then (catalogue tables) the names
 *   starting with the query — both skipped when no name starts with it (namesStartWith) —
 *   then the other matches: each tier its own `limit offset + limit`
 *   branch in the list's order, so a common word walks the sort index with the search as a
 *   filter (about a thousand rows for ten at 1 % matches) instead of fetching, ranking and
 *   sorting every match; when the matches are few the planner fetches and sorts them
 *   instead. The same order as rankedPage (SearchRank, then the list's order). A one-word
 *   2-character search of products or samples is one walk of `search_terms` instead, whose
 *   key holds the same order (term-walk.repository.ts).
 * - The total is a count over the search index (it still visits every match's heap page; for
 *   a term walk, over `search_terms` alone),
 *   or, when this process counted the same search at the table's current write version,
 *   that count (search-totals.ts): the statement then reads the version instead of counting.
 */
async function tieredPagePg(kdb: Kysely<DB>, plan: SearchPlan): Promise<Page> {
  // One 2-character word of products or samples: its terms are walked and counted.
  const walk = termWalkOf(plan);
  const match = shapedSearch('postgres', plan.table, plan.terms, { fts: plan.fts });
  const conditions: Condition[] = [...plan.filters, ...(plan.scope ?? []), match];
  const { column, dir } = plan.order;
  const reach = plan.offset + plan.limit;
  const tier = (n: number, ...name: Condition[]) =>
    inListOrder(idQuery(kdb, plan.table, [...conditions, ...name]), plan.order)
      .select([sql<number>`${n}`.as('tier'), sql.ref(`t.${column}`).as('sort_v')])
      .limit(reach);
  const d = sql.raw(dir);
  // The exact-name tier planned on its own: as a branch in the list's order, PostgreSQL walked
  // the sort index looking for the name, through every matching row when none bears it (1.5 s
  // for `g` among a million samples); fenced (`offset 0`), the name's index finds the few that do.
  const exactTier = (exact: Condition) => {
    const named = idQuery(kdb, plan.table, [...conditions, exact])
      .select(sql.ref(`t.${column}`).as('sort_v'))
      .offset(0);
    return sql`select x.id, ${0} as tier, x.sort_v from (${named}) as x
      order by x.sort_v ${d}, x.id ${d} limit ${sql.lit(reach)}`;
  };
  // No name starts with the query (pinyin or Latin over Chinese names): no exact or prefix tier.
  // (A term walk's order holds the tiers already: no check.)
  const rank =
    !walk && plan.rank?.prefix && !(await namesStartWith(kdb, 'postgres', plan.table, plan.rank))
      ? undefined
      : plan.rank;
  let tiers = sql`${tier(1)}`;
  if (walk) {
    tiers = sql`${termWalkQuery(kdb, walk).limit(reach)}`;
  } else if (rank) {
    const col = sql.ref(`t.${rank.column}`);
    const v = rank.query;
    const exact: Condition = () => sql<SqlBool>`${col} = ${v}`;
    const notExact: Condition = () => sql<SqlBool>`${col} is distinct from ${v}`;
    const prefix = sql`substr(${col}, 1, ${[...v].length}) = ${v}`;
    tiers = rank.prefix
      ? sql`(${exactTier(exact)}) union all (${tier(1, notExact, () => sql<SqlBool>`${prefix}`)})
          union all (${tier(2, notExact, () => sql<SqlBool>`(${prefix}) is not true`)})`
      : sql`(${exactTier(exact)}) union all (${tier(1, notExact)})`;
  }
  const count = walk ? termCount(kdb, walk) : countQuery(kdb, plan.table, conditions);
  const tables = versionTables(plan.table, conditions);
  // Limit and a near offset in the text, as LiteralLimitsPostgresDialect writes them (db/pg-statements.ts).
  const page = async (withCount: boolean) => {
    const { rows } = await sql<{ id: number; total_n?: number; write_v: number }>`
      select p.id, ${withCount ? sql`(${count}) as total_n,` : sql``} ${versionRead('postgres', tables)} as write_v
      from (${tiers}) as p
      order by p.tier, p.sort_v ${d}, p.id ${d}
      limit ${sql.lit(plan.limit)} offset ${plan.offset <= MAX_LITERAL_OFFSET ? sql.lit(plan.offset) : plan.offset}`.execute(
      kdb,
    );
    const first = rows[0];
    return {
      ids: rows.map((r) => Number(r.id)),
      total: first && withCount ? Number(first.total_n) : undefined,
      version: first ? Number(first.write_v) : undefined,
    };
  };
  // Remembered only when the write version covers every filter (list-plan.ts cacheable), and
  // learnt only from a version read while no write is in progress (see page-anchors.ts).
  // Filed under the count's shape and values (no compile per request); a term walk's count is its own statement.
  const key = !cacheable(plan.filters) ? null : walk ? statementKey(count) : countKey(kdb, plan.table, conditions);
  const r = await readWithTotal(totalsOf(kdb), key, page, () => quietWriteVersion(kdb, tables));
  if (r.total !== undefined) return { ids: r.ids, total: r.total };
  // Past the last page no row carries the count: only then is it asked for separately.
  return { ids: [], total: plan.offset > 0 ? Number((await count.executeTakeFirst())?.n ?? 0) : 0 };
}

/**
 * Every match is read, ranked and sorted in one query that also counts them (a window count
 * rides along with the page). Cost grows with the number of matches.
 */
async function rankedPage(kdb: Kysely<DB>, engine: Engine, plan: SearchPlan): Promise<Page> {
  const terms = plan.terms;
  const conditions: Condition[] = [
    ...plan.filters,
    ...(plan.scope ?? []),
    () => searchCondition(engine, plan.table, 't', terms, { fts: plan.fts }),
  ];
  let q = idQuery(kdb, plan.table, conditions);
  if (plan.rank) {
    const col = sql.ref(`t.${plan.rank.column}`);
    const v = plan.rank.query;
    q = q.orderBy(
      plan.rank.prefix
        ? sql`case when ${col} = ${v} then 0 when substr(${col}, 1, ${[...v].length}) = ${v} then 1 else 2 end`
        : sql`case when ${col} = ${v} then 0 else 1 end`,
    );
  }
  const rows = await inListOrder(q, plan.order)
    .limit(plan.limit)
    .offset(plan.offset)
    .select(sql<number>`count(*) over ()`.as('total_n'))
    .execute();
  // Past the last page no row carries the count: only then is it asked for separately.
  const total = rows.length
    ? Number(rows[0]!.total_n)
    : plan.offset > 0
      ? await countRows(kdb, plan.table, conditions)
      : 0;
  return { ids: rows.map((r) => Number(r.id)), total };
}

/**
 * SQLite, the search box on a big list (with or without filters): the total is counted in the
 * FTS index alone — with filters, over the filtered rows checked against the collected matches
 * — and remembered at the write version; exact names come from the name index, and the rest of
 * the page is read the cheapest way (see MatchMode): walking the sort (or a filter's) index and
 * checking each row against the matches — a few hundred rows for a common word — unless the
 * matches are so few (or the page so deep) that fetching and sorting them all is cheaper.
 * Filtered searches went through rankedPage before, which fetched and counted every match of
 * the words: a grade filter and 样品 (every sample) took 435 ms at a million samples.
 */
async function tieredPage(kdb: Kysely<DB>, plan: SearchPlan): Promise<Page> {
  const fts = plan.fts ?? `${plan.table}_fts`;
  const versionOf = versionsOnce(kdb);
  const collected = await rememberedMatchCount(kdb, versionOf, plan.table, fts, plan.terms);
  const scope = [...(plan.scope ?? []), ...plan.filters];
  const match = (mode: MatchMode) => shapedSearch('sqlite', plan.table, plan.terms, { fts, mode });
  const total =
    plan.filters.length && collected > 0
      ? await rememberedRowCount(kdb, versionOf, plan.table, scope, match('set'))
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
    // The records named exactly the query, from the name index: usually none, and then the
    // tier is skipped without collecting the matches (with a filter, SQLite may walk the
    // filter's index instead and collect every match of the words for its first row: 100 ms
    // for 样品 among a million samples). A few are checked by id, each by its own search_text.
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
    const named = namedIds.length === 0 ? 0 : await countRows(kdb, plan.table, exact);
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
      ? await rememberedRowCount(kdb, versionOf, plan.table, scope)
      : await recordCount(kdb, plan.countKey);
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

/** The write version of a set of tables as first read for this page (tableVersion). */
type VersionOf = (tables: string[]) => Promise<number>;

/**
 * A page's version reads: the match count, the filtered count and the filtered rows' count
 * usually ask for the same table's version, which is read once (a count that is made reads
 * it again after counting, in rememberedCount).
 */
function versionsOnce(kdb: Kysely<DB>): VersionOf {
  const read = new Map<string, Promise<number>>();
  return (tables) => {
    const key = tables.join('\u0000');
    let version = read.get(key);
    if (!version) read.set(key, (version = tableVersion(kdb, tables)));
    return version;
  };
}

/** SQLite: remembered search counts per database (FTS matches, and filtered matches). */
const ftsTotalsOf = totalsPerDatabase();

/**
 * SQLite: a count remembered at the write version of `tables` (table_versions counters, which
 * every write bumps in the writer's own transaction). A count is kept only when the version
 * read before it and after it agree (no write committed in between, so the count is the one at
 * that version), and used only while the version read for this request still equals it. The
 * page's own statements follow, as they did after a fresh count: the total is as exact as
 * counting anew.
 */
async function rememberedCount(
  kdb: Kysely<DB>,
  versionOf: VersionOf,
  tables: string[],
  key: string,
  count: () => Promise<number>,
) {
  const totals = ftsTotalsOf(kdb);
  const version = await versionOf(tables);
  const known = totals.get(key);
  if (known?.version === version) return known.total;
  const total = await count();
  if ((await tableVersion(kdb, tables)) === version) totals.remember(key, version, total);
  return total;
}

/**
 * SQLite: the FTS index's count of a search's matches (0.5–1.2 ms for a common word at a
 * million samples, a third of the search), remembered at the table's version.
 */
const rememberedMatchCount = (kdb: Kysely<DB>, versionOf: VersionOf, table: string, fts: string, terms: SearchTerm[]) =>
  rememberedCount(kdb, versionOf, [table], `${fts}\u0000${JSON.stringify(terms)}`, () =>
    ftsMatchCount(kdb, fts, terms),
  );

/**
 * SQLite: how many rows meet the conditions (a filtered list) and `match` (its search: the
 * filtered rows checked against the collected matches), remembered at the version of every
 * table the conditions read, when they all can be (list-plan.ts cacheable); else counted on
 * every page.
 */
function rememberedRowCount(
  kdb: Kysely<DB>,
  versionOf: VersionOf,
  table: string,
  conditions: Condition[],
  match?: Condition,
) {
  const counted = match ? [...conditions, match] : conditions;
  const count = () => countRows(kdb, table, counted);
  if (!cacheable(conditions)) return count();
  return rememberedCount(kdb, versionOf, versionTables(table, conditions), countKey(kdb, table, counted), count);
}
