import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/database';
import { withWriteRetry } from '../../lib/db-retry';

export interface RecordTitle {
  id: number;
  title: string;
  /** For reports: the sample they belong to. */
  sampleKind?: string;
  sampleId?: number;
}

/** Titles, views and visits of single records across the catalogue tables. */
export function recordsRepository(db: Kysely<DB>) {
  return {
    /** Titles of records of one kind, by id. */
    async titles(kind: string, ids: number[]): Promise<RecordTitle[]> {
      if (ids.length === 0) return [];
      switch (kind) {
        case 'matter':
          return (
            await db.selectFrom('matters').select(['id', 'material_name as title']).where('id', 'in', ids).execute()
          ).map((r) => ({ id: Number(r.id), title: r.title }));
        case 'product':
          return (
            await db.selectFrom('products').select(['id', 'product_name as title']).where('id', 'in', ids).execute()
          ).map((r) => ({ id: Number(r.id), title: r.title }));
        case 'matter-sample':
        case 'product-sample':
          return (await db.selectFrom('samples').select(['id', 'name as title']).where('id', 'in', ids).execute()).map(
            (r) => ({
              id: Number(r.id),
              title: r.title,
            }),
          );
        case 'report':
          return (
            await db
              .selectFrom('testing_reports')
              .select(['id', 'report_name as title', 'sample_kind', 'sample_id'])
              .where('id', 'in', ids)
              .execute()
          ).map((r) => ({
            id: Number(r.id),
            title: r.title,
            sampleKind: r.sample_kind,
            sampleId: Number(r.sample_id),
          }));
        case 'regulation':
          return (
            await db
              .selectFrom('regulations')
              .select(['id', 'regulation_name as title'])
              .where('id', 'in', ids)
              .execute()
          ).map((r) => ({ id: Number(r.id), title: r.title }));
        default:
          return [];
      }
    },

    /** Most viewed records of a kind (all-time view_count). */
    async mostViewed(kind: 'matter' | 'product' | 'matter-sample' | 'product-sample', limit: number) {
      const rows =
        kind === 'matter'
          ? await db
              .selectFrom('matters')
              .select(['id', 'material_name as title', 'view_count'])
              .orderBy('view_count', 'desc')
              .orderBy('id', 'desc')
              .limit(limit)
              .execute()
          : kind === 'product'
            ? await db
                .selectFrom('products')
                .select(['id', 'product_name as title', 'view_count'])
                .orderBy('view_count', 'desc')
                .orderBy('id', 'desc')
                .limit(limit)
                .execute()
            : await db
                .selectFrom('samples')
                .select(['id', 'name as title', 'view_count'])
                .where('kind', '=', kind === 'matter-sample' ? 'matter' : 'product')
                .orderBy('view_count', 'desc')
                .orderBy('id', 'desc')
                .limit(limit)
                .execute();
      return rows.map((r) => ({ id: Number(r.id), title: r.title, views: Number(r.view_count) }));
    },

    /** Views per record in [fromDay, toDay] (display-zone day numbers, as record_views counts). */
    async viewsBetween(kind: string, ids: number[], fromDay: number, toDay: number) {
      if (ids.length === 0) return new Map<number, number>();
      const rows = await db
        .selectFrom('record_views')
        .select(['record_id', (eb) => eb.fn.sum<number>('views').as('views')])
        .where('kind', '=', kind)
        .where('record_id', 'in', ids)
        .where('day', '>=', fromDay)
        .where('day', '<=', toDay)
        .groupBy('record_id')
        .execute();
      return new Map(rows.map((r) => [Number(r.record_id), Number(r.views)]));
    },

    /**
     * Remembers records users opened (a batch, see visit-buffer.ts), in one transaction;
     * keeps the 30 latest per user. Rows in one order, so two processes' flushes never wait
     * on each other's rows; a deadlock or busy lock is retried (lib/db-retry).
     */
    async recordVisits(batch: { userId: number; kind: string; recordId: number; at: number }[]) {
      if (batch.length === 0) return;
      const ordered = [...batch].sort(
        (a, b) => a.userId - b.userId || a.kind.localeCompare(b.kind) || a.recordId - b.recordId,
      );
      await withWriteRetry(() =>
        db.transaction().execute(async (trx) => {
          for (const v of ordered) {
            await trx
              .insertInto('recent_visits')
              .values({ user_id: v.userId, kind: v.kind, record_id: v.recordId, visited_at: v.at })
              .onConflict((oc) =>
                oc
                  .columns(['user_id', 'kind', 'record_id'])
                  // Another process may have written a later visit meanwhile.
                  .doUpdateSet({
                    visited_at: sql`case when recent_visits.visited_at > ${v.at} then recent_visits.visited_at else ${v.at} end`,
                  }),
              )
              .execute();
          }
          for (const userId of new Set(ordered.map((v) => v.userId))) {
            const cutoff = await trx
              .selectFrom('recent_visits')
              .select('visited_at')
              .where('user_id', '=', userId)
              .orderBy('visited_at', 'desc')
              .offset(29)
              .limit(1)
              .executeTakeFirst();
            if (cutoff) {
              await trx
                .deleteFrom('recent_visits')
                .where('user_id', '=', userId)
                .where('visited_at', '<', cutoff.visited_at)
                .execute();
            }
          }
        }),
      );
    },
    recentVisits(userId: number, limit: number) {
      return db
        .selectFrom('recent_visits')
        .select(['kind', 'record_id', 'visited_at'])
        .where('user_id', '=', userId)
        .orderBy('visited_at', 'desc')
        .orderBy(sql`record_id`, 'desc')
        .limit(limit)
        .execute();
    },
  };
}
export type RecordsRepository = ReturnType<typeof recordsRepository>;
