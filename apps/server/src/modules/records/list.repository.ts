import type { Kysely } from 'kysely';
import type { DB, Engine } from '../../db/database';
import type { AnyDb } from '../../db/schema-helpers';
import { searchCondition } from '../search/search.repository';
import { type Condition, type ListPlan, statusOf } from './list-plan';
import {
  afterKey,
  countRows,
  type IdQuery,
  idQuery,
  inListOrder,
  readPage,
  recordCount,
  sortValueOf,
  tableVersion,
} from './list-query.repository';
import { ANCHOR_STRIDE, PageAnchors } from './page-anchors';
import { searchPage } from './search-page.repository';

export { type Condition, type ListPlan, type SearchRank, statusCondition } from './list-plan';

/** Page anchors per database (a test process opens many). */
const anchorsOf = new WeakMap<Kysely<DB>, PageAnchors>();

/**
 * The one list helper: ids of a page (read from an index in sort order, then the caller
 * fetches only those rows), and the total — from record_counts when unfiltered, else an
 * exact count over the same indexed conditions. Searches go through searchPage.
 */
export async function pageIds(
  kdb: Kysely<DB>,
  engine: Engine,
  plan: ListPlan,
): Promise<{ ids: number[]; total: number }> {
  if (plan.terms) return searchPage(kdb, engine, { ...plan, terms: plan.terms });
  // Unfiltered, or filtered by status only: record_counts has the total.
  const onlyStatus = plan.filters.length === 1 ? statusOf(plan.filters[0]!) : undefined;
  const countKey = onlyStatus ? `${plan.countKey}:status:${onlyStatus}` : plan.countKey;
  const conditions = [...plan.filters, ...(plan.scope ?? [])];
  const totalQuery = () =>
    plan.filters.length === 0 || onlyStatus ? recordCount(kdb, countKey) : countRows(kdb, plan.table, conditions);
  const [ids, total] = await Promise.all([listPageIds(kdb, engine, plan, conditions), totalQuery()]);
  return { ids, total };
}

/** Ids of one page of a list (no search): by keyset, from a page anchor, or by offset. */
async function listPageIds(
  kdb: Kysely<DB>,
  engine: Engine,
  plan: ListPlan,
  conditions: Condition[],
): Promise<number[]> {
  const { order } = plan;
  const base = idQuery(kdb, plan.table, conditions);
  const page = (q: IdQuery, offset: number) => readPage(q, order, plan.limit, offset);

  if (plan.after) {
    const value = await sortValueOf(kdb, plan.table, order.column, plan.after);
    if (value !== undefined && value !== null) return page(afterKey(base, order, value, plan.after), 0);
  }
  // Anchors need the SQLite write counters (see migration 0005); PostgreSQL skips rows.
  if (plan.offset < ANCHOR_STRIDE || engine !== 'sqlite') return page(base, plan.offset);

  // A deep page: start from the anchor at or below it, learning the anchor if need be.
  const anchors = anchorsOf.get(kdb) ?? new PageAnchors();
  anchorsOf.set(kdb, anchors);
  const compiled = inListOrder(base, order).compile();
  const list = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  // Read before the anchor is: a write in between only makes the anchor look stale, never fresh.
  const version = await tableVersion(kdb, plan.table);
  const index = Math.floor(plan.offset / ANCHOR_STRIDE);
  const known = anchors.find(list, version, index);
  let anchor = known?.index === index ? known.anchor : undefined;
  if (!anchor) {
    // The row at position index × STRIDE − 1, skipping from the nearest lower anchor.
    const from = known ? afterKey(base, order, known.anchor.value, known.anchor.id) : base;
    const skip = index * ANCHOR_STRIDE - 1 - (known ? known.index * ANCHOR_STRIDE : 0);
    const row = (await inListOrder(from, order)
      .select(`t.${order.column} as anchor_value` as never)
      .limit(1)
      .offset(skip)
      .executeTakeFirst()) as { id: number; anchor_value: unknown } | undefined;
    if (!row) return []; // past the end
    if (row.anchor_value === null || row.anchor_value === undefined) return page(base, plan.offset);
    anchor = { value: row.anchor_value, id: Number(row.id) };
    anchors.remember(list, version, index, anchor);
  }
  return page(afterKey(base, order, anchor.value, anchor.id), plan.offset - index * ANCHOR_STRIDE);
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
    (eb) => eb('t.id', '>', after),
    ...plan.filters,
    ...(plan.scope ?? []),
    ...(terms ? [() => searchCondition(engine, plan.table, 't', terms, { fts: plan.fts })] : []),
  ];
  const rows = await idQuery(kdb, plan.table, conditions).orderBy('t.id').limit(limit).execute();
  return rows.map((r) => Number(r.id));
}

/** Orders fetched rows as the ids were. */
export function inIdOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const by = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.map((id) => by.get(id)).filter((r): r is T => r !== undefined);
}

/** Highest number of the form prefix + digits (P-000123), read from the unique index. */
export async function lastNum(kdb: Kysely<DB>, table: string, column: string, prefix: string): Promise<string | null> {
  const db = kdb as unknown as AnyDb;
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
