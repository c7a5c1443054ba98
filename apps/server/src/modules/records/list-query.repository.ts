import {
  type CompiledQuery,
  type Expression,
  expressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { DB, Engine } from '../../db/database';
import { SEARCHABLE_TABLES } from '../../db/migrations/catalogue-search-ddl';
import { MAX_LITERAL_LIMIT, MAX_LITERAL_OFFSET } from '../../db/pg-named';
import { column, type Condition, type ListPlan, type PageRows } from './list-plan';
import { numOrNull } from './record-json';
import { quietSeqOver } from './version-memo';

/**
 * The one expression builder conditions are built with: a builder only makes SQL nodes, and
 * Kysely making a new one for each `where` was a large part of building a page statement.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const eb = expressionBuilder<any, any>();

/**
 * `select <rows' columns>, <extra> from (<page>) as lp cross join <rows' table> where <id> = lp.id
 * order by <orderBy>`: a page statement with its rows joined around it.
 */
export const rowsAround = (page: Expression<unknown>, rows: PageRows, extra: string[], orderBy: string) =>
  sql<Record<string, unknown>>`select ${sql.raw(rows.columns)}${sql.raw(extra.map((c) => `, ${c}`).join(''))}
    from (${page}) as lp cross join ${sql.raw(rows.from)} where ${sql.raw(rows.id)} = lp.id order by ${sql.raw(orderBy)}`;

const whereOf = (where: Expression<SqlBool>[]) => (where.length ? sql` where ${sql.join(where, sql` and `)}` : sql``);

/** `select "t"."id"[, <sort> as sort_v] from <table> as "t" where <conditions>`, as SQL text (see pageStatement). */
export const idsSql = (table: string, conditions: Condition[], sort?: Expression<unknown>) =>
  sql`select "t"."id"${sort ? sql`, ${sort} as sort_v` : sql``} ${fromWhere(table, conditions)}`;

/** `from <table> as "t" where <conditions>`. */
const fromWhere = (table: string, conditions: Condition[]) =>
  sql`from ${column(table)} as "t"${whereOf(conditions.map((c) => c(eb)))}`;

/** Where a page starts: the list's start, after a sort key (a page anchor's), or after a row. */
export type From = { at: 'start' } | { at: 'key'; value: unknown; id: number } | { at: 'row'; id: number };

/**
 * A page statement as one SQL template — the ids of `limit` rows of `table` meeting `conditions`,
 * in the list's order, after `from` and `offset`, with `columns` beside them (`… as name`); with
 * `rows`, those rows joined around it. Written as text around the conditions rather than with the
 * query builder, whose per-call copies cost more than SQLite spends reading a deep page.
 */
export function pageStatement(
  engine: Engine,
  table: string,
  conditions: Condition[],
  order: ListPlan['order'],
  page: {
    from?: From;
    limit: number;
    offset: number;
    columns?: Record<string, Expression<unknown>>;
    /** Ordered by this first (a search's rank tiers); not with `rows`. */
    first?: Expression<unknown>;
    rows?: PageRows;
  },
) {
  const sort = column(`t.${order.column}`);
  const dir = sql.raw(order.dir);
  const where = conditions.map((c) => c(eb));
  const { from, rows } = page;
  const names = Object.keys(page.columns ?? {});
  const columns = names.map((name) => sql`, ${page.columns![name]} as ${sql.raw(name)}`);
  const after = sql.raw(order.dir === 'desc' ? '<' : '>');
  const first = page.first ? sql`${page.first}, ` : sql``;
  if (from?.at === 'key') where.push(sql<SqlBool>`(${sort}, "t"."id") ${after} (${from.value}, ${from.id})`);
  if (from?.at === 'row')
    where.push(
      sql<SqlBool>`(${sort}, "t"."id") ${after} ((select ${column(`a.${order.column}`)} from ${column(table)} as "a" where "a"."id" = ${from.id}), ${from.id})`,
    );
  const ids = sql<Record<string, unknown>>`select "t"."id", ${sort} as sort_v${sql.join(columns, sql``)}
    from ${column(table)} as "t"${whereOf(where)}
    order by ${first}${sort} ${dir}, "t"."id" ${dir} ${limitOffset(engine, page.limit, page.offset)}`;
  if (!rows) return ids;
  return rowsAround(
    ids,
    rows,
    names.map((n) => `lp.${n}`),
    `lp.sort_v ${order.dir}, lp.id ${order.dir}`,
  );
}

/** `limit … offset …`: PostgreSQL gets small numbers as literals, as its query compiler writes them (pg-named.ts). */
export const limitOffset = (engine: Engine, limit: number, offset: number) =>
  sql`limit ${bound(engine, limit, MAX_LITERAL_LIMIT)} offset ${bound(engine, offset, MAX_LITERAL_OFFSET)}`;
const bound = (engine: Engine, n: number, max: number) => (engine === 'postgres' && n <= max ? sql.lit(n) : sql`${n}`);

/** SQLite: the ids of `limit` rows in the list's order after skipping `offset`; with `rows`, their rows too. */
export async function readPage(
  kdb: Kysely<DB>,
  table: string,
  conditions: Condition[],
  order: ListPlan['order'],
  limit: number,
  offset: number,
  rows?: PageRows,
): Promise<{ ids: number[]; rows?: Record<string, unknown>[] }> {
  const { rows: found } = await pageStatement('sqlite', table, conditions, order, { limit, offset, rows }).execute(kdb);
  return { ids: found.map((r) => Number(r.id)), rows: rows ? found : undefined };
}

/** Rows by id (a search page's, its ids read first), in no particular order. */
export async function rowsById(kdb: Kysely<DB>, rows: PageRows, ids: number[]): Promise<Record<string, unknown>[]> {
  if (ids.length === 0) return [];
  const { rows: found } = await sql<Record<string, unknown>>`select ${sql.raw(rows.columns)} from ${sql.raw(rows.from)}
    where ${sql.raw(rows.id)} in (${sql.join(ids)})`.execute(kdb);
  return found;
}

/** `select count(*) as n from <table> as t where <conditions>`. */
export const countSql = (table: string, conditions: Condition[]) =>
  sql<{ n: number }>`select count(*) as n ${fromWhere(table, conditions)}`;

/** The record_counts row of `key` (kept by triggers, see catalogue-search-ddl) as `n`. */
export const recordCountSql = (key: string) => sql<{ n: number }>`select n from record_counts where kind = ${key}`;

/** The total a count statement (countSql, recordCountSql, …) reads; 0 when it reads no row. */
export const countOf = async (kdb: Kysely<DB>, count: RawBuilder<{ n: number }>) =>
  Number((await count.execute(kdb)).rows[0]?.n ?? 0);

/** What a statement remembered per write version is filed under (its SQL and values) and the versions covering it. */
export function listKey({ sql: text, parameters }: CompiledQuery): { key: string; tables: string[] } | null {
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

/** The sort value of one row: undefined when there is no such row. */
export async function sortValueOf(kdb: Kysely<DB>, table: string, name: string, id: number): Promise<unknown> {
  const value = sql<{ v: unknown }>`select ${column(name)} as v from ${column(table)} where "id" = ${id}`;
  return (await value.execute(kdb)).rows[0]?.v;
}
