import { type CompiledQuery, type Kysely, PostgresAdapter, type SelectQueryBuilder, sql } from 'kysely';
import { ShapedStatements } from '../../db/prepared-query';
import type { DB, Engine } from '../../db/database';
import type { AnyDb } from '../../db/schema-helpers';
import { type Condition, type ListPlan, type PageRows, remade, shapeOf } from './list-plan';
import { numOrNull } from './record-json';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IdQuery = SelectQueryBuilder<any, any, { id: number }>;
/** A query of one row with the total in `n` (a count, or a record_counts row). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TotalQuery = SelectQueryBuilder<any, any, { n: number }>;

/** `select t.id from <table> t where <conditions>`. */
export function idQuery(kdb: Kysely<DB>, table: string, conditions: Condition[]): IdQuery {
  const db = kdb as unknown as AnyDb;
  let q = db.selectFrom(`${table} as t`).select('t.id') as IdQuery;
  for (const c of conditions) q = q.where(c);
  return q;
}

/** The list's order: the sort column, then id in the same direction (a total order). */
export const inListOrder = (q: IdQuery, order: ListPlan['order']): IdQuery =>
  q.orderBy(`t.${order.column}`, order.dir).orderBy('t.id', order.dir);

/** Statements of shaped conditions (readPage, countRows, recordCount, tableVersion), compiled once per shape. */
const shapes = new ShapedStatements(300);

/** A compiled statement is the engine's own (placeholders, quoting, literal limits on PostgreSQL). */
const engineOf = (kdb: Kysely<DB>) => (kdb.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite');

/**
 * A statement over `table` with these conditions: compiled once per shape when every condition is
 * shaped (list-plan.ts; building and compiling with Kysely cost more than a short read runs),
 * else built whole. `extra` values follow the conditions' (a limit, an offset).
 */
function shapedStatement<R>(
  kdb: Kysely<DB>,
  kind: string,
  table: string,
  conditions: Condition[],
  extra: unknown[],
  build: (conditions: Condition[], extra: unknown[]) => { compile(): CompiledQuery<R> },
): CompiledQuery<R> {
  const shape = shapeOf(conditions);
  if (!shape) return build(conditions, extra).compile();
  const n = shape.values.length;
  return shapes.compile(`${engineOf(kdb)}|${kind}|${table}|${shape.key}`, [...shape.values, ...extra], (v) =>
    build(remade(conditions, v.slice(0, n)), v.slice(n)),
  );
}

/**
 * The ids of `limit` rows in the list's order, after skipping `offset`; with `rows`
 * (ListPlan.rows), their rows too, in the same statement and order: the page's own statement as
 * the subquery `lp` the rows are joined to, as a plain list reads its page
 * (list-page.repository.ts) — a search page read its ids, then its rows by id in a second
 * statement.
 */
export async function readPage(
  kdb: Kysely<DB>,
  table: string,
  conditions: Condition[],
  order: ListPlan['order'],
  limit: number,
  offset: number,
  rows?: PageRows,
): Promise<{ ids: number[]; rows?: Record<string, unknown>[] }> {
  const query = shapedStatement(
    kdb,
    `page ${order.column} ${order.dir}${rows ? ` rows ${rows.key}` : ''}`,
    table,
    conditions,
    [limit, offset],
    (c, [l, o]) => {
      const page = inListOrder(idQuery(kdb, table, c), order)
        .limit(l as number)
        .offset(o as number);
      return rows
        ? rows
            .select(page.select(sql.ref(`t.${order.column}`).as('sort_v')).as('lp'))
            .orderBy('lp.sort_v', order.dir)
            .orderBy('lp.id', order.dir)
        : page;
    },
  );
  const found = (await kdb.executeQuery(query)).rows as ({ id: number } & Record<string, unknown>)[];
  return { ids: found.map((r) => Number(r.id)), rows: rows ? found : undefined };
}

/**
 * Rows by id — a search page's, its ids read first — with `build(ids)` compiled once per `key`
 * and number of ids (ShapedStatements), in no particular order.
 */
export async function rowsById<R>(
  kdb: Kysely<DB>,
  key: string,
  ids: number[],
  build: (ids: number[]) => { compile(): CompiledQuery<R> },
): Promise<R[]> {
  const query = shapes.compile(`${engineOf(kdb)}|rows ${key} ${ids.length}`, ids, (v) => build(v as number[]));
  return (await kdb.executeQuery(query)).rows;
}

/** Rows after (value, id) in the list's order: a row-value comparison both engines seek by index. */
export const afterKey = (q: IdQuery, order: ListPlan['order'], value: unknown, id: number): IdQuery =>
  q.where((eb) => eb(eb.refTuple(`t.${order.column}`, 't.id'), order.dir === 'desc' ? '<' : '>', eb.tuple(value, id)));

/**
 * Rows after the row `id` in the list's order, its sort value read by a subquery in the same
 * statement (no row: no rows at all).
 */
export const afterRow = (q: IdQuery, table: string, order: ListPlan['order'], id: number): IdQuery =>
  q.where(
    () =>
      sql<boolean>`(${sql.ref(`t.${order.column}`)}, ${sql.ref('t.id')}) ${sql.raw(order.dir === 'desc' ? '<' : '>')} ((select ${sql.ref(`a.${order.column}`)} from ${sql.table(table)} as a where a.id = ${id}), ${id})`,
  );

/** `select count(*) as n from <table> t where <conditions>`. */
export function countQuery(kdb: Kysely<DB>, table: string, conditions: Condition[]): TotalQuery {
  const db = kdb as unknown as AnyDb;
  let c = db.selectFrom(`${table} as t`).select((eb) => eb.fn.countAll<number>().as('n'));
  for (const cond of conditions) c = c.where(cond);
  return c as TotalQuery;
}

export async function countRows(kdb: Kysely<DB>, table: string, conditions: Condition[]): Promise<number> {
  const query = shapedStatement(kdb, 'count', table, conditions, [], (c) => countQuery(kdb, table, c));
  return Number((await kdb.executeQuery(query)).rows[0]?.n ?? 0);
}

/** What a count of these conditions is remembered under: its shape and values, or its statement. */
export function countKey(kdb: Kysely<DB>, table: string, conditions: Condition[]): string {
  const shape = shapeOf(conditions);
  return shape
    ? `count|${table}|${shape.key}\u0000${JSON.stringify(shape.values)}`
    : statementKey(countQuery(kdb, table, conditions));
}

/** The record_counts row of `key` (kept by triggers, see catalogue-search-ddl). */
export const recordCountQuery = (kdb: Kysely<DB>, key: string): TotalQuery =>
  kdb.selectFrom('record_counts').select('n').where('kind', '=', key) as unknown as TotalQuery;

/** A total kept by triggers in record_counts (see catalogue-search-ddl). */
export async function recordCount(kdb: Kysely<DB>, key: string): Promise<number> {
  const query = shapes.compile(`${engineOf(kdb)}|record_counts`, [key], ([k]) => recordCountQuery(kdb, k as string));
  return Number((await kdb.executeQuery(query)).rows[0]?.n ?? 0);
}

/**
 * The write counter of a table (table_versions, bumped by triggers); of several, their sum —
 * every counter only grows, so any write to any of them grows the sum.
 */
export async function tableVersion(kdb: Kysely<DB>, tables: string | readonly string[]): Promise<number> {
  const names = typeof tables === 'string' ? [tables] : tables;
  const query = shapes.compile(`${engineOf(kdb)}|table_versions ${names.length}`, names, (n) =>
    kdb
      .selectFrom('table_versions')
      .select((eb) => eb.fn.sum<number>('v').as('v'))
      .where('name', 'in', n as string[]),
  );
  return Number((await kdb.executeQuery(query)).rows[0]?.v ?? 0);
}

/** PostgreSQL: the write sequence of a table (migration 0008). */
export const writeSeq = (table: string) => `${table}_write_seq`;

/**
 * The tables' write version as a statement reads it (scalar subqueries, so it belongs to the
 * statement's own snapshot): PostgreSQL's write sequences, SQLite's table_versions counters —
 * of several tables, their sum (each only grows).
 */
export const versionRead = (engine: Engine, tables: readonly string[]) =>
  engine === 'postgres'
    ? sql<number>`(${sql.join(
        tables.map((t) => sql`(select last_value from ${sql.table(writeSeq(t))})`),
        sql` + `,
      )})`
    : sql<number>`(select sum(v) from table_versions where name in (${sql.join(tables.map((t) => sql.lit(t)))}))`;

/**
 * PostgreSQL: the table's write sequence, read only while no transaction holds a write lock on
 * it (write_seq_if_quiet); null while a write is in progress. What is learnt at this version
 * (page anchors, remembered totals) counts only writes that have committed.
 */
export async function quietWriteVersion(kdb: Kysely<DB>, tables: string | readonly string[]): Promise<number | null> {
  const names = typeof tables === 'string' ? [tables] : tables;
  // The sum, as versionRead reads it; null when any table has a write in progress.
  const quiet = sql.join(
    names.map((t) => sql`write_seq_if_quiet(${writeSeq(t)}, ${t})`),
    sql` + `,
  );
  const { rows } = await sql<{ v: number | null }>`select ${quiet} as v`.execute(kdb);
  return numOrNull(rows[0]?.v);
}

/** What a remembered total or anchor list is filed under: the statement and its values. */
export function statementKey(q: { compile(): { sql: string; parameters: readonly unknown[] } }): string {
  const compiled = q.compile();
  return `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
}

/** The sort value of one row. */
export async function sortValueOf(kdb: Kysely<DB>, table: string, column: string, id: number): Promise<unknown> {
  const db = kdb as unknown as AnyDb;
  const row = await db.selectFrom(table).select(column).where('id', '=', id).executeTakeFirst();
  return row?.[column];
}
