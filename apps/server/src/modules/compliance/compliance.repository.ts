import type { Kysely } from 'kysely';
import type { Restriction } from '@yaoshi/contracts';
import type { DB } from '../../db/database';
import { parseJson } from '../records/record-json';
import type { CheckedMatter } from './compliance-rules';

const CHUNK = 400;

/** Reads what the compliance check needs and stores its result on the products. */
export function complianceRepository(db: Kysely<DB>) {
  return {
    /** The products (type, label text) and the restricted matters each contains. */
    async inputs(productIds: number[]) {
      const products = await db
        .selectFrom('products')
        .select(['id', 'product_type', 'product_component', 'compliance_json', 'compliance_status'])
        .where('id', 'in', productIds)
        .execute();
      const links = await db
        .selectFrom('product_matters as pm')
        .innerJoin('matters as m', 'm.id', 'pm.matter_id')
        .select(['pm.product_id', 'm.id', 'm.material_name', 'm.restrictions_json'])
        .where('pm.product_id', 'in', productIds)
        .where('m.restrictions_json', '!=', '[]')
        .execute();
      const matters = new Map<number, CheckedMatter[]>();
      for (const l of links) {
        const list = matters.get(Number(l.product_id)) ?? [];
        list.push({
          id: Number(l.id),
          name: l.material_name,
          restrictions: parseJson<Restriction[]>(l.restrictions_json, []),
        });
        matters.set(Number(l.product_id), list);
      }
      return products.map((p) => ({ ...p, id: Number(p.id), matters: matters.get(Number(p.id)) ?? [] }));
    },
    async store(id: number, json: string, status: string) {
      await db
        .updateTable('products')
        .set({ compliance_json: json, compliance_status: status })
        .where('id', '=', id)
        .execute();
    },
    /** Products containing this matter, in id order, after `after` (batched rechecks). */
    async productsOf(matterId: number, after: number, limit = CHUNK): Promise<number[]> {
      const rows = await db
        .selectFrom('product_matters')
        .select('product_id')
        .where('matter_id', '=', matterId)
        .where('product_id', '>', after)
        .orderBy('product_id')
        .limit(limit)
        .execute();
      return rows.map((r) => Number(r.product_id));
    },
    /** Every product id after `after` (a full recheck, e.g. after restrictions were seeded). */
    async allProducts(after: number, limit = CHUNK): Promise<number[]> {
      const rows = await db
        .selectFrom('products')
        .select('id')
        .where('id', '>', after)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => Number(r.id));
    },
  };
}
