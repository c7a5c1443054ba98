import type { Kysely } from 'kysely';
import type {
  ComplianceFinding,
  Page,
  Product,
  ProductDetail,
  ProductListQuery,
  ProductRow,
  productUpdateSchema,
} from '@yaoshi/contracts';
import type { z } from 'zod';
import type { DB, Engine } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { OperationLogService } from '../oplog/oplog.service';
import { parseJson } from '../records/record-json';
import { recordService } from '../records/record-service';
import { linksOf } from '../records/list.repository';
import { refsRepository } from '../records/refs.repository';
import { assertIdsExist, listArgs, uniqueIds } from '../records/service-kit';
import type { ViewsService } from '../records/views.service';
import { type Viewer, assertVisible, seesOffline, visibleRefs } from '../records/record-visibility';
import { recheckProducts } from '../compliance/compliance.service';
import { type ProductInput, productColumns, toProduct, toProductRow } from './product-record';
import { productSearchText } from '../records/linked-search-text';
import { productsRepository } from './products.repository';
import { linkedSearchRepository } from '../records/linked-search.repository';

type ProductPatch = z.output<typeof productUpdateSchema>;
const SORTS = {
  updated_at: 'updated_at',
  product_num: 'product_num',
  product_release_time: 'product_release_time',
  view_count: 'view_count',
};
const RELATED_LIMIT = 20;

export function productsService(deps: {
  db: Kysely<DB>;
  engine: Engine;
  operationLog: OperationLogService;
  views: ViewsService;
}) {
  // Stateless: built once for the server's database, so a request does not pay for building it.
  const mainRepo = productsRepository(deps.db, deps.engine);
  const repo = (db: Kysely<DB> = deps.db) => (db === deps.db ? mainRepo : productsRepository(db, deps.engine));
  const filtersOf = (q: ProductListQuery) =>
    repo().filters({
      type: q.product_type,
      brand: q.product_brand,
      matterId: q.matter_id,
      status: q.status,
      quality: q.quality,
      compliance: q.compliance,
    });

  async function load(id: number, db: Kysely<DB> = deps.db): Promise<Product> {
    const r = repo(db);
    const row = await r.get(id);
    if (!row) throw notFound();
    return toProduct(row, await r.matterIds(id));
  }

  async function checkMatters(db: Kysely<DB>, ids: number[] | undefined) {
    if (!ids?.length) return;
    const wanted = uniqueIds(ids);
    const rows = await db.selectFrom('matters').select('id').where('id', 'in', wanted).execute();
    assertIdsExist(
      'matter_ids',
      wanted,
      rows.map((x) => Number(x.id)),
    );
  }

  const records = recordService({
    db: deps.db,
    operationLog: deps.operationLog,
    kind: 'product',
    label: (p: Product) => `${p.product_num} ${p.product_name}`,
    table: 'products',
    repo,
    load,
    num: { field: 'product_num', auto: { prefix: 'P-', width: 6 } },
    insertColumns: (input: ProductInput, num) => productColumns({ ...input, product_num: num }),
    patchColumns: (input: ProductPatch) => productColumns(input),
    searchText: productSearchText,
    check: (trx, input) => checkMatters(trx, input.matter_ids),
    async inserted(trx, id, input) {
      await repo(trx).setMatters(id, uniqueIds(input.matter_ids));
      // Searchable by its matters' Latin and English names too.
      await linkedSearchRepository(trx).reindexProducts([id]);
      await recheckProducts(trx, [id]);
    },
    async patched(trx, id, { input }) {
      if (input.matter_ids) await repo(trx).setMatters(id, uniqueIds(input.matter_ids));
      // Its matters' names are indexed on it and, when they change, on its samples.
      if (input.matter_ids) await linkedSearchRepository(trx).reindexProduct(id);
      else await linkedSearchRepository(trx).reindexProducts([id]);
      await recheckProducts(trx, [id]);
    },
  });

  return {
    load,
    list: (asked: ProductListQuery, viewer: Viewer): Promise<Page<ProductRow>> =>
      records.page(asked, viewer, async (q) => {
        const r = repo();
        const args = listArgs(q, {
          sorts: SORTS,
          fallback: { column: 'updated_at', dir: 'desc' },
          nameColumn: 'product_name',
          prefixTier: true,
        });
        const { total, rows } = await r.listPage({ ...args, filters: filtersOf(q) }, !seesOffline(viewer));
        return {
          list: rows.map((p) => toProductRow(p.row, p.counts)),
          total,
          current: q.current,
          pageSize: q.pageSize,
        };
      }),
    async detail(id: number, viewer: Viewer): Promise<ProductDetail> {
      const row = await repo().get(id);
      if (!row) throw notFound();
      assertVisible(viewer, row);
      const product = toProduct(row, await repo().matterIds(id));
      const refs = refsRepository(deps.db);
      const [counts, matters, samples] = await Promise.all([
        repo().counts([id], !seesOffline(viewer)),
        refs.matters(product.matter_ids),
        viewer.signedIn ? refs.samplesOf({ productId: id }, RELATED_LIMIT) : Promise.resolve([]),
      ]);
      const pending = deps.views.hit('product', id);
      const c = counts.get(id)!;
      const shown = visibleRefs(viewer, matters);
      return {
        ...product,
        matter_ids: seesOffline(viewer) ? product.matter_ids : shown.map((m) => m.id),
        view_count: product.view_count + pending,
        matter_count: c.matters,
        sample_count: c.samples,
        matters: shown,
        samples: visibleRefs(viewer, samples),
        compliance: parseJson<ComplianceFinding[]>(row.compliance_json, []),
      };
    },
    create: records.create,
    update: records.update,
    remove: records.remove,
    async records(ids: number[]): Promise<Product[]> {
      const [rows, links] = await Promise.all([
        repo().rows(ids),
        linksOf(deps.db, 'product_matters', 'product_id', 'matter_id', ids),
      ]);
      return rows.map((p) => toProduct(p, links.get(Number(p.id)) ?? []));
    },
    /** Of `ids`, those the viewer may read (exports). */
    visibleIds: records.visibleIds,
    exportIds: (asked: ProductListQuery, after: number, limit: number, viewer: Viewer) =>
      records.exportIds(asked, viewer, (q, terms) => repo().nextIds({ filters: filtersOf(q), terms }, after, limit)),
    idByNum: records.idByNum,
  };
}
export type ProductsService = ReturnType<typeof productsService>;
