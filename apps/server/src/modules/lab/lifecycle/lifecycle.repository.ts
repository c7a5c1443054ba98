import { type Insertable, type Kysely, sql } from 'kysely';
import type { DB } from '../../../db/database';
import type { SamplesTable } from '../../../db/tables/catalogue';
import type { SampleKind } from '../../samples/sample-fields';
import { parentsOnline } from '../../records/visibility.repository';

export interface TransitionInsert {
  sample_kind: SampleKind;
  sample_id: number;
  from_state: string | null;
  to_state: string;
  note: string;
  actor_id: number | null;
  actor_name: string;
  created_at: number;
}

/** States, transitions, retest links and invalidated reports of samples. */
export function lifecycleRepository(db: Kysely<DB>) {
  return {
    /** State and the facts the rules need of one sample of `kind`. */
    sample: (kind: SampleKind, id: number) =>
      db
        .selectFrom('samples')
        .select(['id', 'num', 'name', 'state', 'retest_of', 'created_by', 'created_at'])
        .where('id', '=', id)
        .where('kind', '=', kind)
        .executeTakeFirst(),
    /**
     * The move itself, conditional on the state still being `from`: of two simultaneous moves
     * of one sample only the first changes a row (PostgreSQL re-checks the condition after the
     * first commits; SQLite runs one writer at a time). Returns whether this one did.
     */
    async moveState(id: number, from: string, to: string, at: number, by: number | null): Promise<boolean> {
      const res = await db
        .updateTable('samples')
        .set({ state: to, updated_at: at, updated_by: by })
        .where('id', '=', id)
        .where('state', '=', from)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    async insertTransition(row: TransitionInsert): Promise<number> {
      const r = await db.insertInto('sample_transitions').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    history: (kind: SampleKind, id: number) =>
      db
        .selectFrom('sample_transitions')
        .selectAll()
        .where('sample_id', '=', id)
        .where('sample_kind', '=', kind)
        .orderBy('id', 'asc')
        .execute(),
    /** Who made the latest move into `to` (the submitter of the results for to_verify). */
    async lastActorInto(kind: SampleKind, id: number, to: string): Promise<number | null> {
      const r = await db
        .selectFrom('sample_transitions')
        .select('actor_id')
        .where('sample_id', '=', id)
        .where('sample_kind', '=', kind)
        .where('to_state', '=', to)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return r?.actor_id == null ? null : Number(r.actor_id);
    },
    /** Whether `userId` entered results of a still-valid report of the sample (0019). */
    async enteredResults(sampleId: number, userId: number): Promise<boolean> {
      const r = await db
        .selectFrom('report_result_entries as e')
        .innerJoin('testing_reports as r', 'r.id', 'e.report_id')
        .select('e.report_id')
        .where('e.user_id', '=', userId)
        .where('r.sample_id', '=', sampleId)
        .where('r.invalidated_at', 'is', null)
        .limit(1)
        .executeTakeFirst();
      return r !== undefined;
    },
    retests: (id: number) =>
      db.selectFrom('samples').select(['id', 'num', 'state']).where('retest_of', '=', id).orderBy('id').execute(),
    /** Full row of a sample, to copy into its retest. */
    fullSample: (id: number) => db.selectFrom('samples').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    async insertSample(row: Insertable<SamplesTable>): Promise<number> {
      const r = await db.insertInto('samples').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    /** Marks the still-valid reports of a sample invalidated; returns their ids. */
    async invalidateReports(sampleId: number, at: number, reason: string, by: number | null): Promise<number[]> {
      const rows = await db
        .selectFrom('testing_reports')
        .select('id')
        .where('sample_id', '=', sampleId)
        .where('invalidated_at', 'is', null)
        .execute();
      if (rows.length === 0) return [];
      const ids = rows.map((r) => Number(r.id));
      await db
        .updateTable('testing_reports')
        .set({ invalidated_at: at, invalidated_reason: reason, invalidated_by: by })
        .where('id', 'in', ids)
        .execute();
      return ids;
    },
    invalidatedReports: (sampleId: number) =>
      db
        .selectFrom('testing_reports as r')
        .leftJoin('users as u', 'u.id', 'r.invalidated_by')
        .select(['r.id', 'r.report_num', 'r.invalidated_at', 'r.invalidated_reason', 'u.username'])
        .where('r.sample_id', '=', sampleId)
        .where('r.invalidated_at', 'is not', null)
        .orderBy('r.id')
        .execute(),
    async username(id: number | null): Promise<string> {
      if (id === null) return '';
      const r = await db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirst();
      return r?.username ?? '';
    },
    /** A signature given on verify or publish, with the move it signs. */
    async insertSignature(row: {
      sample_kind: SampleKind;
      sample_id: number;
      transition_id: number;
      act: string;
      user_id: number;
      signer_name: string;
      signed_at: number;
      self_verification_reason: string;
    }): Promise<void> {
      await db.insertInto('lab_signatures').values(row).execute();
    },
    /** The signatures given on a sample, oldest first. */
    signatures: (sampleId: number) =>
      db.selectFrom('lab_signatures').selectAll().where('sample_id', '=', sampleId).orderBy('id').execute(),
    /** Display name and password hash of the signer. */
    signer: (userId: number) =>
      db.selectFrom('users').select(['username', 'name', 'password_hash']).where('id', '=', userId).executeTakeFirst(),
    /**
     * Samples per kind in the given states (the workplace's waiting counts); `onlineOnly` for
     * callers who may not see offline samples.
     */
    async countByState(states: readonly string[], onlineOnly = false) {
      if (states.length === 0) return [];
      const rows = await db
        .selectFrom('samples')
        .select(['kind', 'state', (eb) => eb.fn.countAll<number>().as('n')])
        .where('state', 'in', states)
        // A researcher's counts leave out drafts: offline samples and those of an offline matter or product.
        .$if(onlineOnly, (qb) => qb.where('status', '=', 'online').where(parentsOnline('samples')))
        .groupBy(['kind', 'state'])
        .execute();
      return rows.map((r) => ({ kind: r.kind, state: r.state, n: Number(r.n) }));
    },
  };
}
export type LifecycleRepository = ReturnType<typeof lifecycleRepository>;

/**
 * Initial states of demo samples, by the rule migration 0013 applies to existing data: a sample
 * with a report → published, the others registered / received by id parity (deterministic).
 */
export async function assignInitialStates(db: Kysely<DB>): Promise<void> {
  await sql`
    update samples set state = case
      when exists (select 1 from testing_reports r where r.sample_id = samples.id) then 'published'
      when samples.id % 2 = 0 then 'received'
      else 'registered' end
    where is_demo = 1
  `.execute(db);
}
