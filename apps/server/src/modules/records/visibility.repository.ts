import { type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from '../../db/database';
import type { Condition } from './list.repository';
import { type SampleFacts, type Viewer, labReadStates } from './record-visibility';

/** Of `ids`, those of online rows of `table` (what a non-admin may read: record-visibility.ts). */
export async function onlineIds(
  db: Kysely<DB>,
  table: 'matters' | 'products' | 'samples' | 'regulations',
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', ids)
    .where('status', '=', 'online')
    .orderBy('id')
    .execute();
  return rows.map((r) => Number(r.id));
}

/** What record-visibility.ts's sample rule needs of samples `ids` (missing samples are absent). */
export async function sampleFacts(db: Kysely<DB>, ids: number[]): Promise<Map<number, SampleFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('samples as s')
    .leftJoin('matters as m', 'm.id', 's.matter_id')
    .leftJoin('products as p', 'p.id', 's.product_id')
    .select(['s.id', 's.kind', 's.status', 's.state', 'm.status as matter_status', 'p.status as product_status'])
    .where('s.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        kind: r.kind,
        status: r.status,
        state: r.state,
        parent_status: r.matter_status ?? r.product_status ?? null,
      },
    ]),
  );
}

/**
 * Whether some matter (kind 'matter') or product (kind 'product') is offline, read from the
 * status index: only then must a non-admin's sample list leave out the samples hanging from it,
 * so the usual case keeps the record_counts total of the online list.
 */
export async function someParentOffline(db: Kysely<DB>, kind: 'matter' | 'product'): Promise<boolean> {
  const row = await db
    .selectFrom(kind === 'matter' ? 'matters' : 'products')
    .select('id')
    .where('status', '=', 'offline')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Samples on alias `a` whose matter and product are not offline (the sample rule's parent half).
 * The subqueries are uncorrelated: each engine reads the few offline parents once per statement
 * (SQLite an ephemeral index, PostgreSQL a hashed subplan), not once per row.
 */
export function parentsOnline(a: string) {
  const ref = (c: string) => sql.raw(`"${a}"."${c}"`);
  return sql<SqlBool>`(${ref('matter_id')} is null or ${ref('matter_id')} not in (select "id" from "matters" where "status" = 'offline'))
    and (${ref('product_id')} is null or ${ref('product_id')} not in (select "id" from "products" where "status" = 'offline'))`;
}

/**
 * Samples on alias `a` hanging from an offline matter or product: the other side of
 * parentsOnline, written as IN so each engine reads the few offline parents and then the
 * samples' parent indexes, instead of walking every sample (counts of what a non-admin misses).
 */
export function parentOffline(a: string) {
  const ref = (c: string) => sql.raw(`"${a}"."${c}"`);
  return sql<SqlBool>`(${ref('matter_id')} in (select "id" from "matters" where "status" = 'offline')
    or ${ref('product_id')} in (select "id" from "products" where "status" = 'offline'))`;
}

/** parentsOnline on the list alias `t` (samples), as a list condition made once. */
const PARENTS_ONLINE = parentsOnline('t');
export const parentsOnlineCondition: Condition = () => PARENTS_ONLINE;

/**
 * reports/report-visibility.ts's rule as a list condition on alias `t` (testing_reports) for a
 * researcher: the report's sample is visible to them (online, its matter or product online), and
 * the report is published (online, sample published), entered by them, or of a sample in a state
 * their lab capabilities act on (labReadStates). It reads the
 * sample's state (a samples write version covers it); result entries are written with their
 * report row, whose own version covers them. It lives in this shared kit because the reports list
 * and the global search both filter by it in SQL, and no repository imports another module's.
 */
export function readableCondition(viewer: Viewer): Condition {
  const user = viewer.userId ?? -1;
  const states = labReadStates(viewer);
  return (eb) =>
    eb.exists(
      eb
        .selectFrom('samples as vs')
        .select(sql.lit(1).as('one'))
        .whereRef('vs.id', '=', 't.sample_id')
        .where('vs.status', '=', 'online')
        .where(parentsOnline('vs'))
        .where((w) =>
          w.or([
            w.and([w('t.status', '=', 'online'), w('vs.state', '=', 'published')]),
            w('t.id', 'in', w.selectFrom('report_result_entries').select('report_id').where('user_id', '=', user)),
            ...(states.length > 0 ? [w('vs.state', 'in', states)] : []),
          ]),
        ),
    );
}
