import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/database';
import type { AnyDb } from '../../db/schema-helpers';

/** Operation-log reads for the activity feed, a user's own activity and the visits to what they curate. */
export function activityRepository(db: Kysely<DB>) {
  return {
    /** Newest first, with whether `userId` starred each entry. */
    feed(userId: number, f: { limit: number; before?: number; collected?: boolean; kind?: string; userOnly?: number }) {
      let q = db
        .selectFrom('operation_logs as o')
        .leftJoin('operation_log_stars as s', (j) =>
          j.onRef('s.operation_log_id', '=', 'o.id').on('s.user_id', '=', userId),
        )
        .leftJoin('users as u', 'u.id', 'o.user_id')
        .select([
          'o.id',
          'o.username',
          'o.action',
          'o.kind',
          'o.record_id',
          'o.record_label',
          'o.summary',
          'o.summary_key',
          'o.summary_params_json',
          'o.after_json',
          'o.created_at',
          'u.avatar',
          sql<number>`case when s.user_id is null then 0 else 1 end`.as('starred'),
        ]);
      if (f.before) q = q.where('o.id', '<', f.before);
      if (f.collected) q = q.where('s.user_id', 'is not', null);
      if (f.kind) q = q.where('o.kind', '=', f.kind);
      if (f.userOnly) q = q.where('o.user_id', '=', f.userOnly);
      return q.orderBy('o.id', 'desc').limit(f.limit).execute();
    },
    async exists(id: number) {
      return !!(await db.selectFrom('operation_logs').select('id').where('id', '=', id).executeTakeFirst());
    },
    async star(userId: number, logId: number, at: number) {
      await db
        .insertInto('operation_log_stars')
        .values({ user_id: userId, operation_log_id: logId, created_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'operation_log_id']).doNothing())
        .execute();
    },
    async unstar(userId: number, logId: number) {
      await db
        .deleteFrom('operation_log_stars')
        .where('user_id', '=', userId)
        .where('operation_log_id', '=', logId)
        .execute();
    },
    /** Views (record_views, display-zone days) in [fromDay, toDay] of the records a user created or last edited. */
    async viewsOfCurated(userId: number, fromDay: number, toDay: number) {
      // The four tables share id/created_by/updated_by; the table is chosen at run time.
      const any = db as unknown as AnyDb;
      const part = (table: 'matters' | 'products' | 'samples' | 'testing_reports', kinds: string[]) =>
        any
          .selectFrom('record_views as v')
          .innerJoin(`${table} as r`, 'r.id', 'v.record_id')
          .select(any.fn.sum('v.views').as('views'))
          .where('v.kind', 'in', kinds)
          .where('v.day', '>=', fromDay)
          .where('v.day', '<=', toDay)
          .where((eb) => eb.or([eb('r.created_by', '=', userId), eb('r.updated_by', '=', userId)]))
          .executeTakeFirstOrThrow()
          .then((r: { views: unknown }) => Number(r.views ?? 0));
      const [matter, product, sample, report] = await Promise.all([
        part('matters', ['matter']),
        part('products', ['product']),
        part('samples', ['matter-sample', 'product-sample']),
        part('testing_reports', ['report']),
      ]);
      return { matter, product, sample, report };
    },
  };
}
export type ActivityRepository = ReturnType<typeof activityRepository>;
