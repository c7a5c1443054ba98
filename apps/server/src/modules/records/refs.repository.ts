import type { Kysely } from 'kysely';
import type { MatterRef, ProductRef, RegulationRef, SampleRef } from '@yaoshi/contracts';
import type { DB } from '../../db/database';
import { regionName } from '../regions/regions';
import { inIdOrder } from './list.repository';
import { firstImage } from './record-json';

/** Small views of related records for detail answers (one query per kind). */
export function refsRepository(db: Kysely<DB>) {
  return {
    async matters(ids: number[]): Promise<MatterRef[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('matters')
        .select(['id', 'material_num', 'material_name', 'name_pinyin', 'images', 'status'])
        .where('id', 'in', ids)
        .execute();
      return inIdOrder(
        ids,
        rows.map((r) => ({
          id: Number(r.id),
          material_num: r.material_num,
          material_name: r.material_name,
          name_pinyin: r.name_pinyin,
          image: firstImage(r.images),
          status: r.status as MatterRef['status'],
        })),
      );
    },
    async products(ids: number[]): Promise<ProductRef[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('products')
        .select(['id', 'product_num', 'product_name', 'product_brand', 'images', 'status', 'is_demo'])
        .where('id', 'in', ids)
        .execute();
      return inIdOrder(
        ids,
        rows.map((r) => ({
          id: Number(r.id),
          product_num: r.product_num,
          product_name: r.product_name,
          product_brand: r.product_brand,
          image: firstImage(r.images),
          status: r.status as ProductRef['status'],
          is_demo: r.is_demo === 1,
        })),
      );
    },
    /** Most recently updated samples of a matter or product. */
    async samplesOf(parent: { matterId?: number; productId?: number }, limit: number): Promise<SampleRef[]> {
      let q = db.selectFrom('samples').select(['id', 'num', 'name', 'area', 'grade', 'coll_time', 'status', 'is_demo']);
      q = parent.matterId
        ? q.where('matter_id', '=', parent.matterId)
        : q.where('product_id', '=', parent.productId ?? 0);
      const rows = await q.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return rows.map((r) => ({
        id: Number(r.id),
        num: r.num,
        name: r.name,
        area: r.area,
        area_name: regionName(r.area),
        grade: r.grade,
        coll_time: r.coll_time === null ? null : Number(r.coll_time),
        status: r.status as SampleRef['status'],
        is_demo: r.is_demo === 1,
      }));
    },
    async regulations(ids: number[]): Promise<RegulationRef[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('regulations')
        .select(['id', 'regulation_num', 'regulation_name', 'regulation_type', 'issued_at', 'in_force'])
        .where('id', 'in', ids)
        .execute();
      return inIdOrder(
        ids,
        rows.map((r) => ({
          id: Number(r.id),
          regulation_num: r.regulation_num,
          regulation_name: r.regulation_name,
          regulation_type: r.regulation_type,
          issued_at: r.issued_at === null ? null : Number(r.issued_at),
          in_force: r.in_force === 1,
        })),
      );
    },
  };
}
