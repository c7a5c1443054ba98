import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/database';
import type { Viewer } from '../../records/record-visibility';
import { type ReportFacts, mayReadReport } from './report-visibility';

/** What the rule needs to know of reports `ids` for `viewer` (missing reports are absent). */
export async function reportFacts(db: Kysely<DB>, ids: number[], viewer: Viewer): Promise<Map<number, ReportFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('testing_reports as t')
    .leftJoin('samples as s', 's.id', 't.sample_id')
    .leftJoin('matters as m', 'm.id', 's.matter_id')
    .leftJoin('products as p', 'p.id', 's.product_id')
    .select(['t.id', 't.status', 's.state', 's.status as sample_status', 'm.status as matter_status'])
    .select('p.status as product_status')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('report_result_entries as e')
            .select(sql.lit(1).as('one'))
            .whereRef('e.report_id', '=', 't.id')
            .where('e.user_id', '=', viewer.userId ?? -1),
        )
        .as('entered'),
    )
    .where('t.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        state: r.state ?? null,
        status: r.status,
        entered: Boolean(Number(r.entered)),
        sample:
          r.sample_status === null
            ? null
            : { status: r.sample_status, parent_status: r.matter_status ?? r.product_status ?? null },
      },
    ]),
  );
}

/** Of `ids`, those `viewer` may read, in their order. */
export async function readableReportIds(db: Kysely<DB>, ids: number[], viewer: Viewer): Promise<number[]> {
  if (viewer.admin) return ids;
  const facts = await reportFacts(db, ids, viewer);
  return ids.filter((id) => {
    const f = facts.get(id);
    return f !== undefined && mayReadReport(viewer, f);
  });
}
