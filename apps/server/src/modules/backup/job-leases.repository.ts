import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';

/**
 * Claims of scheduled runs (table job_leases). Every server process asks; a compare-and-set on
 * `last_run_at` lets exactly one of them win each due run, on either engine, with no lock held
 * while the job runs.
 */
export function jobLeasesRepository(db: Kysely<DB>) {
  return {
    /** Claims the run when the last one is at least `intervalSeconds` old; returns the previous time, or null if not due or lost. */
    async claim(
      name: string,
      now: number,
      intervalSeconds: number,
      holder: string,
    ): Promise<{ previous: number } | null> {
      await db
        .insertInto('job_leases')
        .values({ name, last_run_at: 0, holder: '', last_result: '' })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db.selectFrom('job_leases').select('last_run_at').where('name', '=', name).executeTakeFirst();
      const previous = Number(row?.last_run_at ?? 0);
      if (previous > now - intervalSeconds) return null;
      const res = await db
        .updateTable('job_leases')
        .set({ last_run_at: now, holder })
        .where('name', '=', name)
        .where('last_run_at', '=', previous)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1 ? { previous } : null;
    },

    /** Records what the claimed run did. */
    async finish(name: string, claimedAt: number, holder: string, result: string) {
      await db
        .updateTable('job_leases')
        .set({ last_result: result.slice(0, 500) })
        .where('name', '=', name)
        .where('last_run_at', '=', claimedAt)
        .where('holder', '=', holder)
        .execute();
    },

    /** Gives a failed or stopped run back, so the next check (this process or another) tries again. */
    async release(name: string, claimedAt: number, holder: string, previous: number, result: string) {
      await db
        .updateTable('job_leases')
        .set({ last_run_at: previous, last_result: result.slice(0, 500) })
        .where('name', '=', name)
        .where('last_run_at', '=', claimedAt)
        .where('holder', '=', holder)
        .execute();
    },

    get: (name: string) => db.selectFrom('job_leases').selectAll().where('name', '=', name).executeTakeFirst(),
  };
}

export type JobLeasesRepository = ReturnType<typeof jobLeasesRepository>;
