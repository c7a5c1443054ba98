import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { SearchableTable } from './search-condition.repository';
import type { SearchTerm } from './search-text';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Condition = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;

/**
 * A column the code names (`t.grade`, never input) as quoted SQL text: what `sql.ref` writes,
 * without parsing the name as a reference on every request.
 */
export const column = (name: string) =>
  sql.raw(
    name
      .split('.')
      .map((part) => `"${part}"`)
      .join('.'),
  );

/** `column op value` (column on alias `t`), as SQL made once: the condition itself needs no builder. */
export function compare(name: string, op: '=' | '<>' | '<' | '<=' | '>' | '>=', value: unknown): Condition {
  const condition = sql<SqlBool>`${column(name)} ${sql.raw(op)} ${value}`;
  return () => condition;
}

/** `t.status = value`, marked so an unfiltered-but-for-status list counts from record_counts. */
export function statusCondition(value: string): Condition {
  return Object.assign(compare('t.status', '=', value), { status: value });
}
export const statusOf = (c: Condition): string | undefined => (c as { status?: string }).status;

/** How search results are ranked ahead of the list's sort: exact names (`column` = `query`) first. */
export interface SearchRank {
  column: string;
  query: string;
  /** Then names starting with the query (the catalogue tables); samples and reports skip this tier. */
  prefix: boolean;
}

/**
 * The rows a page shows, read by the page's own statement:
 * `select <columns> from (<page>) as lp cross join <from> where <id> = lp.id` (list-query.repository.ts:
 * pageStatement, rowsAround). SQL text written once per list: a row's columns are the same on every request, and
 * building them with the query builder cost more than reading them.
 */
export interface PageRows {
  /** The row's columns, e.g. `"s"."id", …, (select count(*) from …) as "report_count"`. */
  columns: string;
  /** The row's table and joins, e.g. `"samples" as "s" left join "matters" as "m" on "m"."id" = "s"."matter_id"`. */
  from: string;
  /** The row's id, e.g. `"s"."id"`. */
  id: string;
}

/** `"alias"."column"` for each column, comma-separated: the start of a PageRows' columns. */
export const qualified = (alias: string, columns: readonly string[]) =>
  columns.map((c) => `"${alias}"."${c}"`).join(', ');

export interface ListPlan {
  table: SearchableTable;
  /** SQLite FTS5 table when it is not `<table>_fts` (samples have one per kind). */
  fts?: string;
  /** Filter conditions on alias `t`. */
  filters: Condition[];
  /** Conditions the count key (and `fts`) already imply (kind = 'matter' for samples:matter). */
  scope?: Condition[];
  terms: SearchTerm[] | null;
  rank?: SearchRank;
  order: { column: string; dir: 'asc' | 'desc' };
  /** Keyset: start after this row (in the sort order) instead of skipping `offset` rows. */
  after?: number;
  offset: number;
  limit: number;
  /** record_counts key answering the unfiltered total without a scan. */
  countKey: string;
  /** The list of `search_terms` a one-word 2-character search walks (term-walk.repository.ts). */
  termList?: string;
  /** Read the page's rows with its ids (plain lists, and SQLite search pages of other matches only). */
  rows?: PageRows;
}
