import { type Compilable, expressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { DB, Engine } from '../../db/database';
import { SEARCHABLE_TABLES } from '../../db/migrations/catalogue-search-ddl';
import type { AnyDb } from '../../db/schema-helpers';
import { column, type Condition, type ListPlan, type PageRows } from './list-plan';
import { numOrNull } from './record-json';
import { quietSeqOver } from './version-memo';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IdQuery = SelectQueryBuilder<any, any, { id: number }>;
/** A query of one row with the total in `n` (a count, or a record_counts row). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TotalQuery = SelectQueryBuilder<any, any, { n: number }>;

/**
 * The one expression builder conditions are built with: a builder only makes SQL nodes, and
 * Kysely making a new one for each `where` was a large part of building a page statement.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const eb = expressionBuilder<any, any>();

/** `select t.id from <table> t where <conditions>`. */
export function idQuery(kdb: Kysely<DB>, table: string, conditions: Condition[]): IdQuery {
  let q = (kdb as unknown as AnyDb).selectFrom(`${table} as t`).select('t.id') as IdQuery;
  for (const c of conditions) q = q.where(c(eb));
  return q;
}

/** The list's order: the sort column, then id in the same direction (a total order). */
export const inListOrder = (q: IdQuery, order: ListPlan['order']): IdQuery =>
  q.orderBy(sql`${column(`t.${order.column}`)} ${sql.raw(order.dir)}, "t"."id" ${sql.raw(order.dir)}`);

/**
 * `select <rows' columns>, <extra> from (<page>) as lp cross join <rows' table> where <id> = lp.id
 * order by <orderBy>`: a page statement with its rows joined around it.
 */
export const rowsAround = (page: IdQuery, rows: PageRows, extra: string[], orderBy: string) =>
  sql<Record<string, unknown>>`select ${sql.raw(rows.columns)}${sql.raw(extra.map((c) => `, ${c}`).join(''))}
    from (${page}) as lp cross join ${sql.raw(rows.from)} where ${sql.raw(rows.id)} = lp.id order by ${sql.raw(orderBy)}`;

/** A page statement `p` with its rows joined around it (`lp`), in the list's order. */
export const withRows = (p: IdQuery, rows: PageRows, order: ListPlan['order'], extra: string[] = []) =>
  rowsAround(
    p.select(column(`t.${order.column}`).as('sort_v')),
    rows,
    extra,
    order.dir === 'desc' ? 'lp.sort_v desc, lp.id desc' : 'lp.sort_v asc, lp.id asc',
  );

/** Runs a page statement: with `rows`, its rows joined around it. */
export async function runPage(
  kdb: Kysely<DB>,
  page: IdQuery,
  order: ListPlan['order'],
  rows?: PageRows,
  extra: string[] = [],
) {
  if (!rows) return (await page.execute()) as Record<string, unknown>[];
  return (await withRows(page, rows, order, extra).execute(kdb)).rows;
}

/** The ids of `limit` rows in the list's order after skipping `offset`; with `rows`, their rows too. */
export async function readPage(
  kdb: Kysely<DB>,
  table: string,
  conditions: Condition[],
  order: ListPlan['order'],
  limit: number,
  offset: number,
  rows?: PageRows,
): Promise<{ ids: number[]; rows?: Record<string, unknown>[] }> {
  const page = inListOrder(idQuery(kdb, table, conditions), order)
    .limit(limit)
    .offset(offset);
  const found = await runPage(kdb, page, order, rows);
  return { ids: found.map((r) => Number(r.id)), rows: rows ? found : undefined };
}

/** Rows by id (a search page's, its ids read first), in no particular order. */
export async function rowsById(kdb: Kysely<DB>, rows: PageRows, ids: number[]): Promise<Record<string, unknown>[]> {
  if (ids.length === 0) return [];
  const { rows: found } = await sql<Record<string, unknown>>`select ${sql.raw(rows.columns)} from ${sql.raw(rows.from)}
    where ${sql.raw(rows.id)} in (${sql.join(ids)})`.execute(kdb);
  return found;
}

/** Rows after (value, id) in the list's order: a row-value comparison both engines seek by index. */
export const afterKey = (q: IdQuery, order: ListPlan['order'], value: unknown, id: number): IdQuery =>
  q.where(
    sql<SqlBool>`(${column(`t.${order.column}`)}, "t"."id") ${sql.raw(order.dir === 'desc' ? '<' : '>')} (${value}, ${id})`,
  );

/** Rows after the row `id` in the list's order, its sort value read by a subquery of the same statement. */
export const afterRow = (q: IdQuery, table: string, order: ListPlan['order'], id: number): IdQuery =>
  q.where(
    () =>
      sql<boolean>`(${sql.ref(`t.${order.column}`)}, ${sql.ref('t.id')}) ${sql.raw(order.dir === 'desc' ? '<' : '>')} ((select ${sql.ref(`a.${order.column}`)} from ${sql.table(table)} as a where a.id = ${id}), ${id})`,
  );

/** `select count(*) as n from <table> t where <conditions>`. */
export function countQuery(kdb: Kysely<DB>, table: string, conditions: Condition[]): TotalQuery {
  let c = (kdb as unknown as AnyDb).selectFrom(`${table} as t`).select(sql<number>`count(*)`.as('n'));
  for (const cond of conditions) c = c.where(cond(eb));
  return c as TotalQuery;
}

export async function countRows(kdb: Kysely<DB>, table: string, conditions: Condition[]): Promise<number> {
  return Number((await countQuery(kdb, table, conditions).executeTakeFirst())?.n ?? 0);
}

/** The record_counts row of `key` (kept by triggers, see catalogue-search-ddl). */
export const recordCountQuery = (kdb: Kysely<DB>, key: string): TotalQuery =>
  kdb.selectFrom('record_counts').select('n').where('kind', '=', key) as unknown as TotalQuery;

export async function recordCount(kdb: Kysely<DB>, key: string): Promise<number> {
  return Number((await recordCountQuery(kdb, key).executeTakeFirst())?.n ?? 0);
}

/** What a statement remembered per write version is filed under (its SQL and values) and the versions covering it. */
export function listKey(q: Compilable<unknown>): { key: string; tables: string[] } | null {
  const { sql: text, parameters } = q.compile();
  const tables = versionedTables(text);
  return tables && { key: `${text}\u0000${JSON.stringify(parameters)}`, tables };
}

/** Tables without a write version of their own, written only together with rows of these (their versions cover them). */
const COVERED_BY: Record<string, string[]> = {
  matter_effect_tags: ['matters'],
  product_matters: ['products', 'matter_links'],
  regulation_matters: ['regulations'],
  report_result_entries: ['testing_reports'],
  search_terms: ['products', 'samples'],
};
const VERSIONED = new Set<string>(SEARCHABLE_TABLES);

/**
 * The write versions covering every table a statement's SQL reads (an FTS index counts as its
 * table), read from the SQL itself so no filter has to declare them; null when one has none.
 */
export function versionedTables(text: string): string[] | null {
  const out = new Set<string>();
  for (const [, name] of text.matchAll(/\b(?:from|join)\s+["`]?(\w+)["`]?/gi)) {
    const table = name!.endsWith('_fts') ? ([...VERSIONED].find((t) => name!.startsWith(t)) ?? name!) : name!;
    if (VERSIONED.has(table)) out.add(table);
    else if (COVERED_BY[table]) for (const t of COVERED_BY[table]) out.add(t);
    else return null;
  }
  return [...out].sort();
}

/** PostgreSQL: the write sequence of a table (migration 0008). */
export const writeSeq = (table: string) => `${table}_write_seq`;

/** The tables' write version as a statement reads it, in its own snapshot: the sum of their counters (each only grows). */
export const versionRead = (engine: Engine, tables: readonly string[]) =>
  engine === 'postgres'
    ? sql<number>`(${sql.join(
        tables.map((t) => sql`(select last_value from ${sql.table(writeSeq(t))})`),
        sql` + `,
      )})`
    : sql<number>`(select sum(v) from table_versions where name in (${sql.join(tables.map((t) => sql.lit(t)))}))`;

/** The tables' write version in a statement of its own. */
export async function tableVersion(kdb: Kysely<DB>, engine: Engine, tables: readonly string[]): Promise<number> {
  const { rows } = await sql<{ v: number }>`select ${versionRead(engine, tables)} as v`.execute(kdb);
  return Number(rows[0]?.v ?? 0);
}

/**
 * Write versions that are no table of their own: the tables whose writes move them (a writer
 * holds a lock on one of these). `matter_links` (migrations 0024, 0030): see matter-counts.
 */
const VERSION_WRITTEN_BY: Record<string, readonly string[]> = {
  matter_links: ['samples', 'product_matters', 'products'],
};

/** PostgreSQL: the tables' write version, read only while no transaction holds a write lock on them; else null. */
export async function quietWriteVersion(kdb: Kysely<DB>, tables: readonly string[]): Promise<number | null> {
  const own = tables.filter((t) => !VERSION_WRITTEN_BY[t]);
  let v = 0;
  if (own.length) {
    const quiet = sql.join(
      own.map((t) => sql`write_seq_if_quiet(${writeSeq(t)}, ${t})`),
      sql` + `,
    );
    const { rows } = await sql<{ v: number | null }>`select ${quiet} as v`.execute(kdb);
    const n = numOrNull(rows[0]?.v);
    if (n === null) return null;
    v += n;
  }
  // Each read is at most what the later statement sees (a sum the version then can only exceed).
  for (const t of tables.filter((x) => VERSION_WRITTEN_BY[x])) {
    const n = await quietSeqOver(kdb, writeSeq(t), VERSION_WRITTEN_BY[t]!);
    if (n === null) return null;
    v += n;
  }
  return v;
}

/** The sort value of one row. */
export async function sortValueOf(kdb: Kysely<DB>, table: string, column: string, id: number): Promise<unknown> {
  const row = await (kdb as unknown as AnyDb).selectFrom(table).select(column).where('id', '=', id).executeTakeFirst();
  return row?.[column];
}
