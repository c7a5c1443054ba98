import type { Kysely } from 'kysely';
import type { DB, Engine } from '../../db/database';
import type { Viewer } from '../records/record-visibility';
import { searchCondition } from '../records/search-condition.repository';
import { readableCondition } from '../records/visibility.repository';
import type { SearchTerm } from '../records/search-text';

/** What the global search reads of testing reports (with their sample's lifecycle state). */
export function globalSearchRepository(db: Kysely<DB>, engine: Engine) {
  const reportsBase = () =>
    db
      .selectFrom('testing_reports as t')
      .innerJoin('samples as s', 's.id', 't.sample_id')
      .select([
        't.id',
        't.report_num',
        't.report_name',
        't.sample_kind',
        't.sample_id',
        't.verdict',
        't.status',
        't.invalidated_at',
        's.num as sample_num',
        's.name as sample_name',
        's.state',
        's.is_demo',
      ]);
  return {
    /** Reports whose search text holds every term that `viewer` may read (report-visibility.ts), newest first. */
    async reports(terms: SearchTerm[], viewer: Viewer, limit: number) {
      let q = reportsBase().where(searchCondition(engine, 'testing_reports', 't', terms));
      let count = db
        .selectFrom('testing_reports as t')
        .innerJoin('samples as s', 's.id', 't.sample_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(searchCondition(engine, 'testing_reports', 't', terms));
      if (!viewer.admin) {
        const readable = readableCondition(viewer);
        q = q.where(readable);
        count = count.where(readable);
      }
      const [rows, total] = await Promise.all([
        q.orderBy('t.id', 'desc').limit(limit).execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
    /** The reports of the given samples (newest first), with the sample's state; the service keeps those the viewer may read. */
    async reportsOfSamples(sampleIds: number[]) {
      if (sampleIds.length === 0) return [];
      return reportsBase().where('t.sample_id', 'in', sampleIds).orderBy('t.id', 'desc').execute();
    },
  };
}
export type GlobalSearchRepository = ReturnType<typeof globalSearchRepository>;
