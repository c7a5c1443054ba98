import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { DB, Engine } from '../../db/database';
import type { AnyDb } from '../../db/schema-helpers';
import { type SearchableTable, searchCondition } from '../search/search.repository';
import type { SearchTerm } from '../search/search-text';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Condition = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;

/** `t.status = value`, marked so an unfiltered-but-for-status list counts from record_counts. */
export function statusCondition(value: string): Condition {
  return Object.assign((eb: ExpressionBuilder<any, any>) => eb('t.status', '=', value), { status: value }); // eslint-disable-line @typescript-eslint/no-explicit-any
}
const statusOf = (c: Condition): string | undefined => (c as { status?: string }).status;

export interface ListPlan {
  table: SearchableTable;
  /** Filter conditions on alias `t`. */
  filters: Condition[];
  /** Conditions the count key already implies (e.g. kind = 'matter' for samples:matter). */
  scope?: Condition[];
  terms: SearchTerm[] | null;
  /** The raw search box value and the name column, to rank exact names first. */
  rank?: { column: string; query: string };
  order: { column: string; dir: 'asc' | 'desc' };
  /** Keyset: start after this row (in the sort order) instead of skipping `offset` rows. */
  after?: number;
  offset: number;
  limit: number;
  /** record_counts key answering the unfiltered total without a scan. */
  countKey: string;
}

/**
 * The one list helper: ids of a page (read from an index in sort order, then the caller
 * fetches only those rows), and the total — from record_counts when unfiltered, else an
 * exact count over the same indexed conditions.
 */
export async function pageIds(
  kdb: Kysely<DB>,
  engine: Engine,
  plan: ListPlan,
): Promise<{ ids: number[]; total: number }> {
  const db = kdb as unknown as AnyDb;
  const conditions: Condition[] = [...plan.filters];
  if (plan.terms) {
    const terms = plan.terms;
    conditions.push(() => searchCondition(engine, plan.table, 't', terms));
  }
  // Unfiltered, or filtered by status only: record_counts has the total.
  const onlyStatus = conditions.length === 1 ? statusOf(conditions[0]!) : undefined;
  const unfiltered = conditions.length === 0 || onlyStatus !== undefined;
  const countKey = onlyStatus ? `${plan.countKey}:status:${onlyStatus}` : plan.countKey;
  conditions.push(...(plan.scope ?? []));
  let q = db.selectFrom(`${plan.table} as t`).select('t.id');
  for (const c of conditions) q = q.where(c);
  let offset = plan.offset;
  if (plan.after && !plan.terms) {
    const { column, dir } = plan.order;
    const anchor = await db.selectFrom(plan.table).select(column).where('id', '=', plan.after).executeTakeFirst();
    const value = anchor?.[column];
    if (value !== undefined && value !== null) {
      // A row-value comparison, so both engines seek the (column, id) index instead of skipping rows.
      q = q.where((eb) =>
        eb(eb.refTuple(`t.${column}`, 't.id'), dir === 'desc' ? '<' : '>', eb.tuple(value, plan.after!)),
      );
      offset = 0;
    }
  }
  if (plan.rank && plan.terms) {
    const col = sql.ref(`t.${plan.rank.column}`);
    const v = plan.rank.query;
    q = q.orderBy(
      sql`case when ${col} = ${v} then 0 when substr(${col}, 1, ${[...v].length}) = ${v} then 1 else 2 end`,
    );
  }
  q = q
    .orderBy(`t.${plan.order.column}`, plan.order.dir)
    .orderBy('t.id', plan.order.dir)
    .limit(plan.limit)
    .offset(offset);

  const totalQuery = async (): Promise<number> => {
    if (unfiltered) {
      const row = await db.selectFrom('record_counts').select('n').where('kind', '=', countKey).executeTakeFirst();
      return Number(row?.n ?? 0);
    }
    let c = db.selectFrom(`${plan.table} as t`).select((eb) => eb.fn.countAll().as('n'));
    for (const cond of conditions) c = c.where(cond);
    const row = await c.executeTakeFirstOrThrow();
    return Number(row.n);
  };
  if (plan.terms && !plan.after) {
    // A search reads its matches once: the window count rides along with the page.
    const rows = await q.select(sql<number>`count(*) over ()`.as('total_n')).execute();
    const total = rows.length ? Number(rows[0]!.total_n) : offset > 0 ? await totalQuery() : 0;
    return { ids: rows.map((r: { id: number }) => Number(r.id)), total };
  }
  if (plan.terms) {
    // A search visits every match anyway (to rank and sort them): count them in the same pass
    // instead of running the match a second time. Past the last page there is no row to
    // carry the count, so only then is it asked for separately.
    const rows = await q.select(sql<number>`count(*) over ()`.as('total')).execute();
    const total = rows[0] ? Number(rows[0].total) : await totalQuery();
    return { ids: rows.map((r: { id: number }) => Number(r.id)), total };
  }
  const [rows, total] = await Promise.all([q.execute(), totalQuery()]);
  return { ids: rows.map((r: { id: number }) => Number(r.id)), total };
}

/** Keyset walk over every id matching the filters (exports): `id > after`, ascending. */
export async function nextIds(
  kdb: Kysely<DB>,
  engine: Engine,
  plan: Pick<ListPlan, 'table' | 'filters' | 'terms' | 'scope'>,
  after: number,
  limit: number,
): Promise<number[]> {
  const db = kdb as unknown as AnyDb;
  let q = db.selectFrom(`${plan.table} as t`).select('t.id').where('t.id', '>', after);
  for (const c of [...plan.filters, ...(plan.scope ?? [])]) q = q.where(c);
  if (plan.terms) {
    const terms = plan.terms;
    q = q.where(() => searchCondition(engine, plan.table, 't', terms));
  }
  const rows = await q.orderBy('t.id').limit(limit).execute();
  return rows.map((r: { id: number }) => Number(r.id));
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
