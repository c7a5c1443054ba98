import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/database';

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

    /** Remembers that a user opened a record; keeps the 30 latest per user. */
    async recordVisit(userId: number, kind: string, recordId: number, at: number) {
      await db
        .insertInto('recent_visits')
        .values({ user_id: userId, kind, record_id: recordId, visited_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'record_id']).doUpdateSet({ visited_at: at }))
        .execute();
      const cutoff = await db
        .selectFrom('recent_visits')
        .select('visited_at')
        .where('user_id', '=', userId)
        .orderBy('visited_at', 'desc')
        .offset(29)
        .limit(1)
        .executeTakeFirst();
      if (cutoff) {
        await db
          .deleteFrom('recent_visits')
          .where('user_id', '=', userId)
          .where('visited_at', '<', cutoff.visited_at)
          .execute();
      }
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
