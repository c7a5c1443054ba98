import { parseSearchQuery } from '../records/search-text';
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
import { nowSeconds } from '../../lib/time';
import type { OperationLogService } from '../oplog/oplog.service';
import type { Actor } from '../records/actor';
import { parseJson } from '../records/record-json';
import { auditTrail } from '../records/audit-trail';
import { linksOf } from '../records/list.repository';
import { refsRepository } from '../records/refs.repository';
import {
  assertIdsExist,
  assertUnreferenced,
  freeNum,
  inTx,
  listArgs,
  numTaken,
  uniqueIds,
} from '../records/service-kit';
import type { ViewsService } from '../records/views.service';
import {
  type Viewer,
  assertVisible,
  emptyPage,
  seesOffline,
  visibleQuery,
  visibleRefs,
} from '../records/record-visibility';
import { onlineIds } from '../records/visibility.repository';
import { recheckProducts } from '../compliance/compliance.service';
import { type ProductInput, productColumns, toProduct, toProductRow } from './product-record';
import { productSearchText } from '../records/linked-search-text';
import { type ProductInsert, productsRepository } from './products.repository';
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

  const label = (p: { product_num: string; product_name: string }) => `${p.product_num} ${p.product_name}`;
  const audit = auditTrail<Product>(deps.operationLog, 'product', label);

  return {
    load,
    async list(asked: ProductListQuery, viewer: Viewer): Promise<Page<ProductRow>> {
      const q = visibleQuery(viewer, asked);
      if (!q) return emptyPage(asked);
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
    },
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
    async create(input: ProductInput, actor: Actor, db: Kysely<DB> = deps.db): Promise<Product> {
      return inTx(db, async (trx) => {
        const r = repo(trx);
        await checkMatters(trx, input.matter_ids);
        const num = input.product_num ?? (await freeNum('P-', 6, await r.lastNum(), r.byNum));
        if (await r.byNum(num)) throw numTaken('product_num', num);
        const now = nowSeconds();
        const row = {
          ...productColumns({ ...input, product_num: num }),
          is_demo: 0,
          view_count: 0,
          created_at: now,
          updated_at: now,
          created_by: actor.userId,
          updated_by: actor.userId,
        } as ProductInsert;
        const id = await r.insert({ ...row, search_text: productSearchText(row) });
        await r.setMatters(id, uniqueIds(input.matter_ids));
        // Searchable by its matters' Latin and English names too.
        await linkedSearchRepository(trx).reindexProducts([id]);
        await recheckProducts(trx, [id]);
        const created = await load(id, trx);
        await audit.created(trx, actor, id, created);
        return created;
      });
    },
    async update(id: number, input: ProductPatch, actor: Actor, db: Kysely<DB> = deps.db): Promise<Product> {
      return inTx(db, async (trx) => {
        const r = repo(trx);
        const before = await load(id, trx);
        await checkMatters(trx, input.matter_ids);
        if (input.product_num && input.product_num !== before.product_num && (await r.byNum(input.product_num))) {
          throw numTaken('product_num', input.product_num);
        }
        const cols = productColumns(input);
        const current = (await r.get(id))!;
        await r.update(id, {
          ...cols,
          search_text: productSearchText({ ...current, ...cols }),
          updated_at: nowSeconds(),
          updated_by: actor.userId,
        });
        if (input.matter_ids) await r.setMatters(id, uniqueIds(input.matter_ids));
        // Its matters' names are indexed on it and, when they change, on its samples.
        if (input.matter_ids) await linkedSearchRepository(trx).reindexProduct(id);
        else await linkedSearchRepository(trx).reindexProducts([id]);
        await recheckProducts(trx, [id]);
        const after = await load(id, trx);
        await audit.updated(trx, actor, id, before, after);
        return after;
      });
    },
    async remove(id: number, actor: Actor, db: Kysely<DB> = deps.db): Promise<void> {
      await inTx(db, async (trx) => {
        const r = repo(trx);
        const before = await load(id, trx);
        assertUnreferenced(await r.references(id));
        await r.remove(id);
        await audit.deleted(trx, actor, id, before);
      });
    },
    async records(ids: number[]): Promise<Product[]> {
      const [rows, links] = await Promise.all([
        repo().rows(ids),
        linksOf(deps.db, 'product_matters', 'product_id', 'matter_id', ids),
      ]);
      return rows.map((p) => toProduct(p, links.get(Number(p.id)) ?? []));
    },
    /** Of `ids`, those the viewer may read (exports). */
    visibleIds: (ids: number[], viewer: Viewer) => (viewer.admin ? ids : onlineIds(deps.db, 'products', ids)),
    async exportIds(asked: ProductListQuery, after: number, limit: number, viewer: Viewer) {
      const q = visibleQuery(viewer, asked);
      if (!q) return [];
      const terms = parseSearchQuery(q.q);
      return repo().nextIds({ filters: filtersOf(q), terms }, after, limit);
    },
    async idByNum(num: string, db: Kysely<DB> = deps.db) {
      const row = await repo(db).byNum(num);
      return row ? Number(row.id) : null;
    },
  };
}
export type ProductsService = ReturnType<typeof productsService>;
