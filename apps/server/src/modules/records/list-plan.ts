import type { AliasedSelectQueryBuilder, Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import type { SearchableTable } from '../search/search.repository';
import type { SearchTerm } from '../search/search-text';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Condition = ((eb: ExpressionBuilder<any, any>) => Expression<SqlBool>) & { shaped?: Shaped };

/**
 * What a condition tests apart from its values — so a list statement made of such conditions is
 * compiled once per shape (list-page.repository, ShapedStatements) — and how to make it again
 * with other values (placeholders). `shape` must tell apart every two conditions that differ
 * other than by `values`.
 *
 * A shaped condition reads only the listed table's row, rows of another table that are written
 * only together with that row (a product's matter links, a matter's effect tags), or tables it
 * names in `reads` (a sample's reports): the write versions of the listed table and of those
 * then cover what it tests, and remembered totals and page anchors, which are kept per write
 * version, may be used (see `cacheable`).
 */
export interface Shaped {
  shape: string;
  values: unknown[];
  make: (values: unknown[]) => Condition;
  /**
   * Other tables it reads that are written on their own (each with a write version: a
   * table_versions row, a write sequence), so the list's version covers their writes too.
   */
  reads?: readonly string[];
}

/** A condition whose only variables are `values`, named `shape` (see Shaped). */
export function shapedCondition(
  shape: string,
  values: unknown[],
  make: (values: unknown[]) => Condition,
  reads?: readonly string[],
): Condition {
  return Object.assign(make(values), { shaped: { shape, values, make, ...(reads ? { reads } : {}) } });
}

/** The tables whose write versions together cover a list of `table` with these (shaped) conditions. */
export function versionTables(table: string, conditions: Condition[]): string[] {
  return [...new Set([table, ...conditions.flatMap((c) => c.shaped?.reads ?? [])])];
}

/**
 * Whether a list of these conditions may use what is remembered at its write version (page
 * anchors, filtered and search totals): only when every condition is shaped, so nothing it
 * tests changes without a write to the table or to one it `reads` (see Shaped, versionTables).
 */
export const cacheable = (conditions: Condition[]): boolean => conditions.every((c) => c.shaped !== undefined);

/**
 * What shapes a statement made of these conditions — their shapes in order — and their values
 * in the same order; null when one of them is not shaped (such a statement is built whole).
 */
export function shapeOf(conditions: Condition[]): { key: string; values: unknown[] } | null {
  if (!cacheable(conditions)) return null;
  return {
    key: conditions.map((c) => c.shaped!.shape).join('&'),
    values: conditions.flatMap((c) => c.shaped!.values),
  };
}

/** Shaped conditions made again from `values` (placeholders when compiled), in shapeOf's order. */
export function remade(conditions: Condition[], values: unknown[]): Condition[] {
  let at = 0;
  return conditions.map((c) => c.shaped!.make(values.slice(at, (at += c.shaped!.values.length))));
}

/** `column op value` (column on alias `t`). */
export const compare = (column: string, op: '=' | '<>' | '<' | '<=' | '>' | '>=', value: unknown): Condition =>
  shapedCondition(
    `${column} ${op}`,
    [value],
    ([v]) =>
      (eb) =>
        eb(column, op, v),
  );

/** `t.status = value`, marked so an unfiltered-but-for-status list counts from record_counts. */
export function statusCondition(value: string): Condition {
  return Object.assign(compare('t.status', '=', value), { status: value });
}
export const statusOf = (c: Condition): string | undefined => (c as { status?: string }).status;

/** How search results are ranked ahead of the list's sort. */
export interface SearchRank {
  /** The name column and the raw search box value: exact names first. */
  column: string;
  query: string;
  /** Then names starting with the query (the catalogue tables); samples and reports skip this tier. */
  prefix: boolean;
}

/**
 * The rows a list page shows, read by the same statement as its ids and total (one round
 * trip instead of two; list-page.repository): a select from the page, aliased `lp` (its
 * `id`), cross-joined to the listed table (so SQLite keeps the page as the outer loop) on
 * `lp.id`. The statement orders them as the list.
 */
export interface PageRows {
  /** Names this select for its compiled template (page-rows-template.ts): one key, one select. */
  key: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  select: (page: AliasedSelectQueryBuilder<any, 'lp'>) => SelectQueryBuilder<any, any, any>;
}

export interface ListPlan {
  table: SearchableTable;
  /** SQLite FTS5 table when it is not `<table>_fts` (samples have one per kind). */
  fts?: string;
  /** Filter conditions on alias `t`. */
  filters: Condition[];
  /** Conditions the count key (and `fts`) already imply (e.g. kind = 'matter' for samples:matter). */
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
  /**
   * The list of `search_terms` (migration 0025) a one-word 2-character search walks in the
   * search's order (term-walk.repository.ts): `products`, `samples:<kind>`.
   */
  termList?: string;
  /**
   * Read the page's rows with its ids: every plain list's page, and on SQLite a search page of
   * other matches only (a term walk's, or tieredPage's without the exact-name tier).
   */
  rows?: PageRows;
}
