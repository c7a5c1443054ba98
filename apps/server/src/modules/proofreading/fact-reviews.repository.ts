import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';

export interface ReviewRow {
  matter_id: number;
  fact_key: string;
  fingerprint: string;
  state: string;
  edition: string;
  page: string;
  note: string;
  reviewer_name: string;
  reviewed_at: number;
}

export interface MonographRow {
  id: number;
  material_num: string;
  material_name: string;
  status: string;
  monograph_json: string | null;
}

const num = (v: unknown) => Number(v);

/** Verdicts on monograph facts (table fact_reviews) and the monographs they are given on. */
export function factReviewsRepository(db: Kysely<DB>) {
  return {
    /** Matters holding a monograph, in catalogue order; offline ones only when asked. */
    async monographs(opts: { offline: boolean; matterId?: number }): Promise<MonographRow[]> {
      let q = db
        .selectFrom('matters')
        .select(['id', 'material_num', 'material_name', 'status', 'monograph_json'])
        .where('monograph_json', 'is not', null);
      if (!opts.offline) q = q.where('status', '=', 'online');
      if (opts.matterId !== undefined) q = q.where('id', '=', opts.matterId);
      const rows = await q.orderBy('material_num').execute();
      return rows.map((r) => ({ ...r, id: num(r.id) }));
    },

    async monographOf(matterId: number): Promise<MonographRow | undefined> {
      const r = await db
        .selectFrom('matters')
        .select(['id', 'material_num', 'material_name', 'status', 'monograph_json'])
        .where('id', '=', matterId)
        .executeTakeFirst();
      return r && { ...r, id: num(r.id) };
    },

    /** Verdicts of the given matters (all when absent). */
    async reviews(matterIds?: number[]): Promise<ReviewRow[]> {
      if (matterIds && matterIds.length === 0) return [];
      let q = db
        .selectFrom('fact_reviews')
        .select([
          'matter_id',
          'fact_key',
          'fingerprint',
          'state',
          'edition',
          'page',
          'note',
          'reviewer_name',
          'reviewed_at',
        ]);
      if (matterIds) q = q.where('matter_id', 'in', matterIds);
      const rows = await q.execute();
      return rows.map((r) => ({ ...r, matter_id: num(r.matter_id), reviewed_at: num(r.reviewed_at) }));
    },

    async save(row: ReviewRow & { reviewed_by: number | null }): Promise<void> {
      const { matter_id: _matter, fact_key: _key, ...rest } = row;
      await db
        .insertInto('fact_reviews')
        .values(row)
        .onConflict((oc) => oc.columns(['matter_id', 'fact_key']).doUpdateSet(rest))
        .execute();
    },

    /** Drops the verdicts on these facts of a matter: they are unreviewed again. */
    async forget(matterId: number, keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.deleteFrom('fact_reviews').where('matter_id', '=', matterId).where('fact_key', 'in', keys).execute();
    },

    async forgetMatter(matterId: number): Promise<void> {
      await db.deleteFrom('fact_reviews').where('matter_id', '=', matterId).execute();
    },

    async userName(userId: number | null): Promise<string | null> {
      if (userId === null) return null;
      const r = await db.selectFrom('users').select(['name', 'username']).where('id', '=', userId).executeTakeFirst();
      return r ? r.name || r.username : null;
    },
  };
}
export type FactReviewsRepository = ReturnType<typeof factReviewsRepository>;
