import type { Kysely } from 'kysely';
import type { DB } from '../../../db/database';

/** What a report document reads beyond the report itself: its sample, names, lifecycle moves. */
export function reportPdfRepository(db: Kysely<DB>) {
  return {
    invalidation: (reportId: number) =>
      db
        .selectFrom('testing_reports')
        .select(['invalidated_at', 'invalidated_reason', 'created_by'])
        .where('id', '=', reportId)
        .executeTakeFirst(),
    sample: (id: number) =>
      db
        .selectFrom('samples')
        .select(['id', 'kind', 'num', 'name', 'source', 'area', 'coll_time', 'gatherer', 'grade', 'state'])
        .select(['matter_id', 'product_id'])
        .where('id', '=', id)
        .executeTakeFirst(),
    async matterName(id: number): Promise<string> {
      const r = await db.selectFrom('matters').select('material_name').where('id', '=', id).executeTakeFirst();
      return r?.material_name ?? '';
    },
    async productName(id: number): Promise<string> {
      const r = await db.selectFrom('products').select('product_name').where('id', '=', id).executeTakeFirst();
      return r?.product_name ?? '';
    },
    /** Display names of users (name, else username). */
    async userNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('users').select(['id', 'name', 'username']).where('id', 'in', ids).execute();
      return new Map(rows.map((r) => [Number(r.id), r.name || r.username]));
    },
    /** The sample's lifecycle moves, oldest first (sample_transitions, 0013). */
    moves: (kind: string, sampleId: number) =>
      db
        .selectFrom('sample_transitions')
        .select(['id', 'to_state', 'actor_id', 'actor_name', 'created_at'])
        .where('sample_id', '=', sampleId)
        .where('sample_kind', '=', kind)
        .orderBy('id', 'asc')
        .execute(),
    /** Signatures given on the sample's verify and publish moves (0033), by the move they sign. */
    async signatures(sampleId: number) {
      const rows = await db
        .selectFrom('lab_signatures')
        .select(['transition_id', 'act', 'signer_name', 'signed_at', 'self_verification_reason'])
        .where('sample_id', '=', sampleId)
        .execute();
      return new Map(rows.map((r) => [Number(r.transition_id), r]));
    },
  };
}
