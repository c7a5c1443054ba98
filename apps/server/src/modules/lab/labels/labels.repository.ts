import type { Kysely } from 'kysely';
import type { DB } from '../../../db/database';

/** Samples as a label or a scan needs them; the only SQL of labels. */
export function labelsRepository(db: Kysely<DB>) {
  const base = () =>
    db
      .selectFrom('samples as s')
      .leftJoin('matters as m', 'm.id', 's.matter_id')
      .leftJoin('products as p', 'p.id', 's.product_id')
      .select([
        's.id',
        's.kind',
        's.num',
        's.name',
        's.state',
        's.status',
        'm.material_name as matter_name',
        'p.product_name as product_name',
        // The sample rule's parent half (record-visibility.ts: isSampleVisible).
        'm.status as matter_status',
        'p.status as product_status',
      ]);
  return {
    byIds: (ids: number[]) => (ids.length === 0 ? Promise.resolve([]) : base().where('s.id', 'in', ids).execute()),
    byId: (id: number) => base().where('s.id', '=', id).executeTakeFirst(),
    /** As typed, else upper-case: automatic numbers are MS-… and PS-…, a typed one may not be. */
    byNum: async (num: string) =>
      (await base().where('s.num', '=', num).executeTakeFirst()) ??
      (await base().where('s.num', '=', num.toUpperCase()).executeTakeFirst()),
  };
}
