import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { DB, Engine } from '../../db/database';
import type { AnyDb } from '../../db/schema-helpers';
import { searchCondition } from './search-condition.repository';
import { compare, type Condition, type ListPlan, statusOf } from './list-plan';
import { pageStatement } from './list-query.repository';
export { rowsById } from './list-query.repository';
import { listPage } from './list-page.repository';
import { searchPage } from './search-page.repository';

export {
  compare,
  type Condition,
  type ListPlan,
  type PageRows,
  qualified,
  type SearchRank,
  statusCondition,
} from './list-plan';

/**
 * The one list helper: ids of a page (read from an index in sort order, then the caller
 * fetches only those rows), and the total — from record_counts when unfiltered, else an
 * exact count over the same indexed conditions — in one statement (list-page.repository).
 * Searches go through searchPage.
 */
export async function pageIds(
  kdb: Kysely<DB>,
  engine: Engine,
  plan: ListPlan,
): Promise<{ ids: number[]; total: number; rows?: Record<string, unknown>[] }> {
  // A search page comes with its rows when it was read in one statement (else the caller reads them by id).
  if (plan.terms) return searchPage(kdb, engine, { ...plan, terms: plan.terms });
  // Unfiltered, or filtered by status only: record_counts has the total.
  const onlyStatus = plan.filters.length === 1 ? statusOf(plan.filters[0]!) : undefined;
  const countKey = onlyStatus ? `${plan.countKey}:status:${onlyStatus}` : plan.countKey;
  const conditions = [...plan.filters, ...(plan.scope ?? [])];
  const kept = plan.filters.length === 0 || onlyStatus;
  return listPage(kdb, engine, plan, conditions, kept ? { records: countKey } : 'count');
}

/** Keyset walk over every id matching the filters (exports): `id > after`, ascending. */
export async function nextIds(
  kdb: Kysely<DB>,
  engine: Engine,
  plan: Pick<ListPlan, 'table' | 'fts' | 'filters' | 'terms' | 'scope'>,
  after: number,
  limit: number,
): Promise<number[]> {
  const terms = plan.terms;
  const conditions: Condition[] = [
    compare('t.id', '>', after),
    ...plan.filters,
    ...(plan.scope ?? []),
    ...(terms ? [() => searchCondition(engine, plan.table, 't', terms, { fts: plan.fts })] : []),
  ];
  const byId = { column: 'id', dir: 'asc' } as const;
  const { rows } = await pageStatement(engine, plan.table, conditions, byId, { limit, offset: 0 }).execute(kdb);
  return rows.map((r) => Number(r.id));
}

/** Orders fetched rows as the ids were. */
export function inIdOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const by = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.map((id) => by.get(id)).filter((r): r is T => r !== undefined);
}

/**
 * Highest number of the form prefix + digits (P-000123), read from the unique index.
 * On PostgreSQL, inside a transaction, it first takes a transaction-scoped advisory lock per
 * numbering, so concurrent creates number one after the other instead of racing for the same
 * next number (SQLite has one writer at a time already).
 */
export async function lastNum(kdb: Kysely<DB>, table: string, column: string, prefix: string): Promise<string | null> {
  const db = kdb as unknown as AnyDb;
  if (kdb.isTransaction && kdb.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext(${`num:${table}.${column}:${prefix}`}))`.execute(kdb);
  }
  // Digits sort before ':', so [prefix0, prefix:) holds the numbered ones.
  const row = await db
    .selectFrom(table)
    .select(column)
    .where(column, '>=', `${prefix}0`)
    .where(column, '<', `${prefix}:`)
    .orderBy(column, 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? String(row[column]) : null;
}

/** Link-table ids grouped by owner: { owner id → [linked ids] } (e.g. product → matters). */
export async function linksOf(
  kdb: Kysely<DB>,
  table: 'product_matters' | 'regulation_matters',
  owner: string,
  linked: string,
  ids: number[],
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const db = kdb as unknown as AnyDb;
  const rows = await db.selectFrom(table).select([owner, linked]).where(owner, 'in', ids).orderBy(linked).execute();
  for (const r of rows as Record<string, unknown>[]) out.get(Number(r[owner]))?.push(Number(r[linked]));
  return out;
}

/** Ids (up to `limit`) of rows in `table` where `column` = value, and how many there are. */
export async function referencing(
  kdb: Kysely<DB>,
  table: string,
  column: string,
  value: number,
  limit = 20,
): Promise<{ count: number; ids: number[] }> {
  const db = kdb as unknown as AnyDb;
  const idColumn = table === 'product_matters' ? 'product_id' : table === 'regulation_matters' ? 'regulation_id' : 'id';
  const [rows, count] = await Promise.all([
    db.selectFrom(table).select(idColumn).where(column, '=', value).orderBy(idColumn).limit(limit).execute(),
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where(column, '=', value)
      .executeTakeFirstOrThrow(),
  ]);
  return { count: Number(count.n), ids: rows.map((r: Record<string, unknown>) => Number(r[idColumn])) };
}
