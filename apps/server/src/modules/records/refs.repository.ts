import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { MatterRef, ProductRef, RegulationRef, SampleRef } from '@yaoshi/contracts';
import type { DB, Engine } from '../../db/database';
import { regionName } from '../../lib/regions';
import { inIdOrder } from './list.repository';
import { firstImage, numOrNull } from './record-json';

type Row = Record<string, unknown>;

/** The columns each small view reads, and how a row becomes the view. */
export const MATTER_REF = ['id', 'material_num', 'material_name', 'name_pinyin', 'images', 'status'] as const;
export const PRODUCT_REF = [
  'id',
  'product_num',
  'product_name',
  'product_brand',
  'images',
  'status',
  'is_demo',
] as const;
export const SAMPLE_REF = ['id', 'num', 'name', 'area', 'grade', 'coll_time', 'status', 'is_demo'] as const;
export const REGULATION_REF = [
  'id',
  'regulation_num',
  'regulation_name',
  'regulation_type',
  'issued_at',
  'in_force',
] as const;

export const matterRef = (r: Row): MatterRef => ({
  id: Number(r.id),
  material_num: r.material_num as string,
  material_name: r.material_name as string,
  name_pinyin: r.name_pinyin as MatterRef['name_pinyin'],
  image: firstImage(r.images as string),
  status: r.status as MatterRef['status'],
});
export const productRef = (r: Row): ProductRef => ({
  id: Number(r.id),
  product_num: r.product_num as string,
  product_name: r.product_name as string,
  product_brand: r.product_brand as string,
  image: firstImage(r.images as string),
  status: r.status as ProductRef['status'],
  is_demo: Number(r.is_demo) === 1,
});
export const sampleRef = (r: Row): SampleRef => ({
  id: Number(r.id),
  num: r.num as string,
  name: r.name as string,
  area: r.area as SampleRef['area'],
  area_name: regionName(r.area as string),
  grade: r.grade as SampleRef['grade'],
  coll_time: numOrNull(r.coll_time),
  status: r.status as SampleRef['status'],
  is_demo: Number(r.is_demo) === 1,
});
export const regulationRef = (r: Row): RegulationRef => ({
  id: Number(r.id),
  regulation_num: r.regulation_num as string,
  regulation_name: r.regulation_name as string,
  regulation_type: r.regulation_type as RegulationRef['regulation_type'],
  issued_at: numOrNull(r.issued_at),
  in_force: Number(r.in_force) === 1,
});

/**
 * A scalar subquery answering the rows of `from` (a select with the named columns) as a JSON
 * array of objects, so a detail statement can carry its related records (parse with
 * parseRows). The order inside is not promised: callers sort.
 */
export function jsonRows(engine: Engine, columns: readonly string[], from: RawBuilder<unknown>): RawBuilder<string> {
  const pairs = sql.join(columns.map((c) => sql`${sql.lit(c)}, ${sql.ref(`x.${c}`)}`));
  return engine === 'postgres'
    ? sql<string>`(select coalesce(json_agg(json_build_object(${pairs}))::text, '[]') from (${from}) as x)`
    : sql<string>`(select json_group_array(json_object(${pairs})) from (${from}) as x)`;
}

export const parseRows = (json: string | null | undefined): Row[] => (json ? (JSON.parse(json) as Row[]) : []);

/** Small views of related records for detail answers (one query per kind). */
export function refsRepository(db: Kysely<DB>) {
  return {
    async matters(ids: number[]): Promise<MatterRef[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('matters').select(MATTER_REF).where('id', 'in', ids).execute();
      return inIdOrder(ids, rows.map(matterRef));
    },
    async products(ids: number[]): Promise<ProductRef[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('products').select(PRODUCT_REF).where('id', 'in', ids).execute();
      return inIdOrder(ids, rows.map(productRef));
    },
    /** Most recently updated samples of a matter or product. */
    async samplesOf(parent: { matterId?: number; productId?: number }, limit: number): Promise<SampleRef[]> {
      let q = db.selectFrom('samples').select(SAMPLE_REF);
      q = parent.matterId
        ? q.where('matter_id', '=', parent.matterId)
        : q.where('product_id', '=', parent.productId ?? 0);
      const rows = await q.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
      return rows.map(sampleRef);
    },
    async regulations(ids: number[]): Promise<RegulationRef[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('regulations').select(REGULATION_REF).where('id', 'in', ids).execute();
      return inIdOrder(ids, rows.map(regulationRef));
    },
  };
}
