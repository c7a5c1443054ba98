import { type Insertable, type Kysely, type Selectable, type Updateable, sql } from 'kysely';
import type { QualityRuleKey } from '@yaoshi/contracts';
import { qualityRuleCondition } from '../records/quality-rules.repository';
import type { DB, Engine } from '../../db/database';
import type { ProductsTable } from '../../db/tables/catalogue';
import {
  type Condition,
  type ListPlan,
  type PageRows,
  qualified,
  inIdOrder,
  lastNum,
  nextIds,
  pageIds,
  referencing,
  rowsById,
  compare,
  statusCondition,
} from '../records/list.repository';

export type ProductInsert = Insertable<ProductsTable>;

export interface ProductFilter {
  type?: string;
  brand?: string;
  matterId?: number;
  status?: string;
  quality?: QualityRuleKey;
  compliance?: string;
}

/** The columns a list row shows (toProductRow): a list reads only these. */
export const PRODUCT_LIST_COLUMNS = [
  'id',
  'product_num',
  'product_name',
  'images',
  'product_brand',
  'product_type',
  'product_barcode',
  'product_release_time',
  'view_count',
  'updated_at',
  'status',
  'is_demo',
  'compliance_status',
] as const;
export type ProductListRow = Pick<Selectable<ProductsTable>, (typeof PRODUCT_LIST_COLUMNS)[number]>;

/**
 * A product list row (only the columns a row shows: the long texts of a product, its components,
 * research and compliance notes, stay unread), with its matter and sample counts (`onlineOnly`,
 * a non-admin's: of online matters and samples only).
 */
const listRowsOf = (onlineOnly: boolean): PageRows => ({
  columns: `${qualified('p', PRODUCT_LIST_COLUMNS)},
    ${
      onlineOnly
        ? `(select count(*) from "product_matters" as "pm" inner join "matters" as "m" on "m"."id" = "pm"."matter_id"
             where "pm"."product_id" = "p"."id" and "m"."status" = 'online') as "matter_n",
           (select count(*) from "samples" where "product_id" = "p"."id" and "status" = 'online') as "sample_n"`
        : `(select count(*) from "product_matters" where "product_id" = "p"."id") as "matter_n",
           (select count(*) from "samples" where "product_id" = "p"."id") as "sample_n"`
    }`,
  from: '"products" as "p"',
  id: '"p"."id"',
});
const LIST_ROWS = { all: listRowsOf(false), online: listRowsOf(true) };

// The row keeps matter_n and sample_n (toProductRow reads only its columns): no copy per row.
const listRow = (row: Record<string, unknown>) => ({
  row: row as ProductListRow,
  id: Number(row.id),
  counts: { matters: Number(row.matter_n), samples: Number(row.sample_n) },
});

export function productsRepository(db: Kysely<DB>, engine: Engine) {
  const filters = (f: ProductFilter): Condition[] => {
    const out: Condition[] = [];
    if (f.type) out.push(compare('t.product_type', '=', f.type));
    if (f.brand) out.push(compare('t.product_brand', '=', f.brand));
    if (f.status) out.push(statusCondition(f.status));
    if (f.compliance) out.push(compare('t.compliance_status', '=', f.compliance));
    if (f.matterId) {
      const matterId = f.matterId;
      out.push((eb) =>
        eb('t.id', 'in', eb.selectFrom('product_matters').select('product_id').where('matter_id', '=', matterId)),
      );
    }
    if (f.quality) out.push(qualityRuleCondition(engine, f.quality, 'products') ?? (() => sql<boolean>`1 = 0`));
    return out;
  };
  return {
    filters,
    nextIds: (plan: Pick<ListPlan, 'filters' | 'terms'>, after: number, limit: number) =>
      nextIds(db, engine, { ...plan, table: 'products' }, after, limit),
    async rows(ids: number[]) {
      if (ids.length === 0) return [];
      return inIdOrder(ids, await db.selectFrom('products').selectAll().where('id', 'in', ids).execute());
    },
    /** Rows of a list page with their matter and sample counts, in one statement instead of three. */
    async listRows(ids: number[], onlineOnly: boolean) {
      const rows = await rowsById(db, onlineOnly ? LIST_ROWS.online : LIST_ROWS.all, ids);
      return inIdOrder(ids, rows.map(listRow));
    },
    /**
     * A list page: its rows (as listRows) and total. A plain list reads them with its ids in
     * one statement (ListPlan.rows); a search page reads its ids, then their rows.
     */
    async listPage(plan: Omit<ListPlan, 'table' | 'countKey' | 'rows'>, onlineOnly: boolean) {
      const rows = onlineOnly ? LIST_ROWS.online : LIST_ROWS.all;
      const page = await pageIds(db, engine, {
        ...plan,
        table: 'products',
        countKey: 'products',
        termList: 'products',
        rows,
      });
      return {
        total: page.total,
        rows: page.rows ? page.rows.map(listRow) : await this.listRows(page.ids, onlineOnly),
      };
    },
    get: (id: number) => db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst(),
    byNum: (num: string) => db.selectFrom('products').select('id').where('product_num', '=', num).executeTakeFirst(),
    lastNum: () => lastNum(db, 'products', 'product_num', 'P-'),
    async matterIds(productId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('product_matters')
        .select('matter_id')
        .where('product_id', '=', productId)
        .orderBy('matter_id')
        .execute();
      return rows.map((r) => Number(r.matter_id));
    },
    /** Matter and sample counts per product (`onlineOnly`: of online matters and samples only). */
    async counts(ids: number[], onlineOnly: boolean) {
      const out = new Map<number, { matters: number; samples: number }>(
        ids.map((id) => [id, { matters: 0, samples: 0 }]),
      );
      if (ids.length === 0) return out;
      const [m, s] = await Promise.all([
        db
          .selectFrom('product_matters')
          .select(['product_id', (eb) => eb.fn.countAll().as('n')])
          .where('product_id', 'in', ids)
          .$if(onlineOnly, (q) =>
            q.where('matter_id', 'in', (eb) => eb.selectFrom('matters').select('id').where('status', '=', 'online')),
          )
          .groupBy('product_id')
          .execute(),
        db
          .selectFrom('samples')
          .select(['product_id', (eb) => eb.fn.countAll().as('n')])
          .where('product_id', 'in', ids)
          .$if(onlineOnly, (q) => q.where('status', '=', 'online'))
          .groupBy('product_id')
          .execute(),
      ]);
      for (const r of m) out.get(Number(r.product_id))!.matters = Number(r.n);
      for (const r of s) out.get(Number(r.product_id))!.samples = Number(r.n);
      return out;
    },
    async insert(row: ProductInsert): Promise<number> {
      const r = await db.insertInto('products').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async update(id: number, patch: Updateable<ProductsTable>) {
      await db.updateTable('products').set(patch).where('id', '=', id).execute();
    },
    async setMatters(id: number, matterIds: number[]) {
      await db.deleteFrom('product_matters').where('product_id', '=', id).execute();
      if (matterIds.length) {
        await db
          .insertInto('product_matters')
          .values(matterIds.map((matter_id) => ({ product_id: id, matter_id })))
          .execute();
      }
    },
    async remove(id: number) {
      await db.deleteFrom('products').where('id', '=', id).execute();
    },
    /** What refers to a product: its samples. */
    async references(id: number) {
      const samples = await referencing(db, 'samples', 'product_id', id);
      return samples.count ? [{ kind: 'product-sample', ...samples }] : [];
    },
  };
}
