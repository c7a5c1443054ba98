import type { Kysely } from 'kysely';
import type { DB } from '../../../db/database';

/** The laboratory figures of the workplace; the only SQL of lab stats. */
export function labStatsRepository(db: Kysely<DB>) {
  return {
    /**
     * Samples published since `since` that are still published (a retest voided the others), with
     * their latest publication, their latest receipt before it, state and creation time.
     */
    async published(since: number) {
      const moves = await db
        .selectFrom('sample_transitions as t')
        .innerJoin('samples as s', 's.id', 't.sample_id')
        .select(['t.sample_id', 't.to_state', 't.created_at', 's.created_at as sample_created_at'])
        .where('s.state', '=', 'published')
        .where('t.to_state', 'in', ['received', 'published'])
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('sample_transitions as p')
              .select('p.id')
              .whereRef('p.sample_id', '=', 't.sample_id')
              .where('p.to_state', '=', 'published')
              .where('p.created_at', '>=', since),
          ),
        )
        .orderBy('t.id')
        .execute();
      return moves.map((m) => ({
        sample_id: Number(m.sample_id),
        to_state: m.to_state,
        at: Number(m.created_at),
        sample_created_at: Number(m.sample_created_at),
      }));
    },
    /** Verdicts of the reports tested since `since`, voided ones left out. */
    async verdicts(since: number) {
      const rows = await db
        .selectFrom('testing_reports')
        .select(['verdict', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('invalidated_at', 'is', null)
        .where('tested_at', '>=', since)
        .groupBy('verdict')
        .execute();
      return rows.map((r) => ({ verdict: r.verdict, n: Number(r.n) }));
    },
    /** Failed items of the reports tested since `since` (voided reports left out), with their substance. */
    async failures(since: number) {
      const rows = await db
        .selectFrom('report_items as i')
        .innerJoin('testing_reports as r', 'r.id', 'i.report_id')
        .innerJoin('samples as s', 's.id', 'r.sample_id')
        .leftJoin('matters as m', 'm.id', 's.matter_id')
        .leftJoin('products as p', 'p.id', 's.product_id')
        .select(['i.item', 'r.tested_at', 'm.material_name', 'p.product_name'])
        .where('i.verdict', '=', 'fail')
        .where('r.invalidated_at', 'is', null)
        .where('r.tested_at', '>=', since)
        .execute();
      return rows.map((r) => ({
        item: r.item,
        tested_at: Number(r.tested_at),
        substance: r.material_name ?? r.product_name ?? '',
      }));
    },
  };
}
