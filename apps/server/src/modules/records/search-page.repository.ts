import { type Kysely, sql } from 'kysely';
import type { DB, Engine } from '../../db/database';
import { ftsMatchCount, type MatchMode, searchCondition } from '../search/search.repository';
import type { SearchTerm } from '../search/search-text';
import type { Condition, ListPlan } from './list-plan';
import { countRows, idQuery, inListOrder, readPage, recordCount } from './list-query.repository';

type SearchPlan = ListPlan & { terms: SearchTerm[] };
type Page = { ids: number[]; total: number };

/**
 * Rough costs in µs, measured on SQLite with a million samples: collecting a match (`set`),
 * fetching and sorting one (`drive`), walking one row of the sort index, and asking the FTS
 * index about one row (`probe`). The cheapest way is chosen per page.
 */
const COST = { collect: 0.13, fetchAndSort: 0.95, walk: 0.25, probe: 45 };

/** The cheapest way to read `wanted` rows in list order out of `scope` rows of which `matches` match. */
export function cheapestMode(matches: number, scope: number, wanted: number): MatchMode {
  const walked = (wanted * Math.max(scope, matches)) / matches;
  const costs: [MatchMode, number][] = [
    ['drive', matches * COST.fetchAndSort],
    ['set', matches * COST.collect + walked * COST.walk],
    ['probe', walked * (COST.walk + COST.probe)],
  ];
  return costs.reduce((a, b) => (b[1] < a[1] ? b : a))[0];
}

/** One page of a search: ranked (exact name first, see SearchRank), then in the list's order. */
export function searchPage(kdb: Kysely<DB>, engine: Engine, plan: SearchPlan): Promise<Page> {
  if (engine === 'sqlite' && plan.filters.length === 0 && !plan.rank?.prefix) return tieredPage(kdb, plan);
  return rankedPage(kdb, engine, plan);
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
 * SQLite, no filter but the search (the search box on a big list): the total is counted in
 * the FTS index alone, exact names come from the name index, and the rest of the page is
 * read the cheapest way (see MatchMode): walking the sort index and checking each row
 * against the matches — a few hundred rows for a common word — unless the matches are so
 * few (or the page so deep) that fetching and sorting them all is cheaper.
 */
async function tieredPage(kdb: Kysely<DB>, plan: SearchPlan): Promise<Page> {
  const fts = plan.fts ?? `${plan.table}_fts`;
  const total = await ftsMatchCount(kdb, fts, plan.terms);
  if (total === 0 || plan.offset >= total) return { ids: [], total };
  const scope = plan.scope ?? [];
  const match =
    (mode: MatchMode): Condition =>
    () =>
      searchCondition('sqlite', plan.table, 't', plan.terms, { fts, mode });
  const slice = (conditions: Condition[], offset: number, limit: number) =>
    readPage(idQuery(kdb, plan.table, conditions), plan.order, limit, offset);

  const ids: number[] = [];
  let offset = plan.offset;
  let rest = total;
  const others: Condition[] = [];
  if (plan.rank) {
    const { column, query } = plan.rank;
    const exact = [...scope, (eb: Parameters<Condition>[0]) => eb(`t.${column}`, '=', query), match('set')];
    const named = await countRows(kdb, plan.table, exact);
    if (offset < named) {
      ids.push(...(await slice(exact, offset, plan.limit)));
      offset = 0;
    } else {
      offset -= named;
    }
    rest -= named;
    others.push((eb) => eb(`t.${column}`, '<>', query));
  }
  const limit = plan.limit - ids.length;
  if (limit > 0 && offset < rest) {
    const mode = cheapestMode(rest, await recordCount(kdb, plan.countKey), offset + limit);
    ids.push(...(await slice([...scope, ...others, match(mode)], offset, limit)));
  }
  return { ids, total };
}
