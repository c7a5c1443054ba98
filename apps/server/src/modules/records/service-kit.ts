import type { Kysely } from 'kysely';
import { CODE } from '@yaoshi/contracts';
import type { DB } from '../../db/database';
import { withWriteRetry } from '../../lib/db-retry';
import { AppError, conflict } from '../../lib/errors';
import { parseSearchQuery, type SearchTerm } from './search-text';
import type { SearchRank } from './list-plan';
import { nextNum } from './record-json';

/**
 * Runs `fn` in a transaction, or inside the caller's one (imports run many writes in one).
 * A transaction of its own is run again after a PostgreSQL deadlock, serialization failure
 * or unique-key race (see lib/db-retry), so `fn` must do nothing outside the database.
 */
export function inTx<T>(db: Kysely<DB>, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db);
  return withWriteRetry(() => db.transaction().execute(fn));
}

/** A field problem; the message key is translated when the answer is sent (see localiseError). */
export interface FieldProblem {
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

export class FieldProblems extends AppError {
  constructor(readonly problems: FieldProblem[]) {
    const first = problems[0]!;
    super(CODE.VALIDATION, first.key, { field: first.field, ...first.params }, problems);
  }
}

export const invalidField = (field: string, key: string, params: Record<string, string | number> = {}) =>
  new FieldProblems([{ field, key, params }]);

/** 40900 for a delete that others block; data.references names them. */
export class ReferencedError extends AppError {
  constructor(readonly references: { kind: string; count: number; ids: number[] }[]) {
    super(CODE.CONFLICT, 'record.referenced', {}, { references });
  }
}

export function assertUnreferenced(refs: { kind: string; count: number; ids: number[] }[]) {
  if (refs.length) throw new ReferencedError(refs);
}

/** Every id in `wanted` must exist; `field` names the input. */
export function assertIdsExist(field: string, wanted: number[], existing: number[]) {
  const have = new Set(existing);
  const missing = [...new Set(wanted)].filter((id) => !have.has(id));
  if (missing.length) throw invalidField(field, 'ref.missing', { ids: missing.join(', ') });
}

export const numTaken = (field: string, num: string) =>
  conflict('record.numTaken', [{ field, key: 'record.numTaken', params: { num } }], { num, field });

export interface ListArgs {
  offset: number;
  after?: number;
  limit: number;
  terms: SearchTerm[] | null;
  rank?: SearchRank;
  order: { column: string; dir: 'asc' | 'desc' };
}

/** How a kind's list is sorted and how its search results are ranked. */
export interface ListShape {
  /** Sort fields a client may ask for → their columns. */
  sorts: Record<string, string>;
  /** The order when none (or an unknown one) is asked for. */
  fallback: { column: string; dir: 'asc' | 'desc' };
  /** The name column: search results rank an exact name first. */
  nameColumn: string;
  /**
   * Then names starting with the query (the catalogue tables). Without it (samples, reports,
   * whose names share prefixes by the thousand) the rest follows the list order.
   */
  prefixTier: boolean;
}

/** Paging, search terms and a checked sort from a list query. */
export function listArgs(
  q: { current: number; pageSize: number; q?: string; sort?: string; after?: number },
  shape: ListShape,
): ListArgs {
  const terms = parseSearchQuery(q.q);
  let order = shape.fallback;
  if (q.sort) {
    const [field, dir] = q.sort.split(':') as [string, 'asc' | 'desc'];
    const column = shape.sorts[field];
    if (column) order = { column, dir };
  }
  return {
    offset: (q.current - 1) * q.pageSize,
    after: q.after,
    limit: q.pageSize,
    terms,
    rank: terms && q.q ? { column: shape.nameColumn, query: q.q.trim(), prefix: shape.prefixTier } : undefined,
    order,
  };
}

/** The next free automatic number after `last` (skips numbers a curator typed by hand). */
export async function freeNum(
  prefix: string,
  width: number,
  last: string | null,
  taken: (num: string) => Promise<unknown>,
) {
  let num = nextNum(prefix, last, width);
  while (await taken(num)) num = nextNum(prefix, num, width);
  return num;
}

/** Unique `ids` in first-seen order. */
export const uniqueIds = (ids: number[]): number[] => [...new Set(ids)];
