import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/database';
import type { Condition } from './list.repository';

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

/**
 * reports/report-visibility.ts's rule as a list condition on alias `t` (testing_reports) for a
 * researcher: published (online, sample published) or entered by `userId`. It reads the
 * sample's state (a samples write version covers it); result entries are written with their
 * report row, whose own version covers them. It lives in this shared kit because the reports list
 * and the global search both filter by it in SQL, and no repository imports another module's.
 */
export function readableCondition(userId: number | null): Condition {
  const user = userId ?? -1;
  return (eb) =>
    eb.or([
      eb.and([
        eb('t.status', '=', 'online'),
        eb.exists(
          eb
            .selectFrom('samples as vs')
            .select(sql.lit(1).as('one'))
            .whereRef('vs.id', '=', 't.sample_id')
            .where('vs.state', '=', 'published'),
        ),
      ]),
      eb('t.id', 'in', eb.selectFrom('report_result_entries').select('report_id').where('user_id', '=', user)),
    ]);
}
