import type { Kysely } from 'kysely';
import type { DB, Engine } from '../../db/database';
import { searchCondition } from './search.repository';
import type { SearchTerm } from './search-text';

/** What the global search reads of testing reports (with their sample's lifecycle state). */
export function globalSearchRepository(db: Kysely<DB>, engine: Engine) {
  const reportsBase = () =>
    db
      .selectFrom('testing_reports as r')
      .innerJoin('samples as s', 's.id', 'r.sample_id')
      .select([
        'r.id',
        'r.report_num',
        'r.report_name',
        'r.sample_kind',
        'r.sample_id',
        'r.verdict',
        'r.invalidated_at',
        's.num as sample_num',
        's.name as sample_name',
        's.state',
      ]);
  return {
    /**
     * Reports whose search text holds every term, newest first. `publishedOnly`: those a
     * researcher may open — the sample is published and no retest invalidated the report.
     */
    async reports(terms: SearchTerm[], publishedOnly: boolean, limit: number) {
      let q = reportsBase().where(searchCondition(engine, 'testing_reports', 'r', terms));
      let count = db
        .selectFrom('testing_reports as r')
        .innerJoin('samples as s', 's.id', 'r.sample_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(searchCondition(engine, 'testing_reports', 'r', terms));
      if (publishedOnly) {
        q = q.where('s.state', '=', 'published').where('r.invalidated_at', 'is', null);
        count = count.where('s.state', '=', 'published').where('r.invalidated_at', 'is', null);
      }
      const [rows, total] = await Promise.all([
        q.orderBy('r.id', 'desc').limit(limit).execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
    /** Every report of the given samples (newest first), with the sample's state. */
    async reportsOfSamples(sampleIds: number[]) {
      if (sampleIds.length === 0) return [];
      return reportsBase().where('r.sample_id', 'in', sampleIds).orderBy('r.id', 'desc').execute();
    },
  };
}
export type GlobalSearchRepository = ReturnType<typeof globalSearchRepository>;
