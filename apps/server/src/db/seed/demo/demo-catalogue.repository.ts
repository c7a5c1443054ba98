import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../database';
import type { ProductsTable, ReportItemsTable, SamplesTable, TestingReportsTable } from '../../tables/catalogue';

const CHUNK = 400;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Bulk writes of the demo seed (batched multi-row inserts inside the caller's transaction). */
export function demoCatalogueRepository(db: Kysely<DB>) {
  return {
    async hasDemo(): Promise<boolean> {
      return Boolean(await db.selectFrom('products').select('id').where('is_demo', '=', 1).limit(1).executeTakeFirst());
    },
    async matters() {
      return db.selectFrom('matters').select(['id', 'material_num', 'material_name']).orderBy('id').execute();
    },
    async products(rows: Insertable<ProductsTable>[]): Promise<Map<string, number>> {
      await insertChunks(rows, (c) => db.insertInto('products').values(c).execute());
      const ids = await db.selectFrom('products').select(['id', 'product_num']).where('is_demo', '=', 1).execute();
      return new Map(ids.map((r) => [r.product_num, Number(r.id)]));
    },
    async productMatters(rows: { product_id: number; matter_id: number }[]) {
      await insertChunks(rows, (c) => db.insertInto('product_matters').values(c).execute());
    },
    async samples(rows: Insertable<SamplesTable>[]): Promise<Map<string, number>> {
      await insertChunks(rows, (c) => db.insertInto('samples').values(c).execute());
      const ids = await db.selectFrom('samples').select(['id', 'num']).where('is_demo', '=', 1).execute();
      return new Map(ids.map((r) => [r.num, Number(r.id)]));
    },
    async reports(rows: Insertable<TestingReportsTable>[]): Promise<Map<string, number>> {
      await insertChunks(rows, (c) => db.insertInto('testing_reports').values(c).execute());
      const ids = await db
        .selectFrom('testing_reports')
        .select(['id', 'report_num'])
        .where('is_demo', '=', 1)
        .execute();
      return new Map(ids.map((r) => [r.report_num, Number(r.id)]));
    },
    async items(rows: Insertable<ReportItemsTable>[]) {
      await insertChunks(rows, (c) => db.insertInto('report_items').values(c).execute());
    },
  };
}
