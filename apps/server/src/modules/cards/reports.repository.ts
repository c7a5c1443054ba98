import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';
import { parentsOnline } from '../records/visibility.repository';

/** Testing reports with their sample, newest test first (quality-inspection cards). */
export function cardReportsRepository(db: Kysely<DB>) {
  return {
    /**
     * `publishedOnly`: the published reports a researcher may open — the report's rule (published,
     * its sample visible to them) — that no retest invalidated.
     */
    async page(f: { verdict?: string; publishedOnly: boolean; offset: number; limit: number }) {
      let q = db.selectFrom('testing_reports as r').innerJoin('samples as s', 's.id', 'r.sample_id');
      if (f.verdict) q = q.where('r.verdict', '=', f.verdict);
      // Published as report-visibility.ts says it (report online, sample published), on a sample the
      // researcher may see (online, its matter or product online), and not voided by a retest.
      if (f.publishedOnly)
        q = q
          .where('s.state', '=', 'published')
          .where('r.invalidated_at', 'is', null)
          .where('r.status', '=', 'online')
          .where('s.status', '=', 'online')
          .where(parentsOnline('s'));
      const [rows, total] = await Promise.all([
        q
          .select([
            'r.id',
            'r.report_num',
            'r.report_name',
            'r.lab',
            'r.tested_at',
            'r.standard',
            'r.verdict',
            'r.item_count',
            'r.fail_count',
            'r.invalidated_at',
            'r.created_at',
            's.id as sample_id',
            's.kind as sample_kind',
            's.name as sample_name',
            's.num as sample_num',
          ])
          .orderBy('r.tested_at', 'desc')
          .orderBy('r.id', 'desc')
          .offset(f.offset)
          .limit(f.limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
  };
}
export type CardReportsRepository = ReturnType<typeof cardReportsRepository>;
