import { afterAll, beforeAll, expect, it } from 'vitest';
import { up as migration0017 } from '../src/db/migrations/0017-search-latin-names';
import { productSearchText, sampleSearchText } from '../src/modules/records/linked-search-text';
import { linkedSearchRepository } from '../src/modules/records/linked-search.repository';
import { searchReindexer } from '../src/modules/search/search-reindexer';
import { createTestApp, describeEngines, type TestApp } from './helper';

/**
 * Product and sample search also match the Latin and English names of their matters
 * (枸杞子: Lycium barbarum L. / Lycii Fructus / Goji Berry; 山药: Dioscorea opposita Thunb. /
 * Dioscoreae Rhizoma / Common Yam Rhizome), on the demo catalogue, after the data migration and after edits.
 */
describeEngines('search: products and samples by their matters’ Latin and English names', (engine) => {
  let t: TestApp;
  let gouqi: number;
  let yam: number;
  const q = async (list: string, text: string, extra = '') =>
    (await t.call('GET', `/api/${list}?q=${encodeURIComponent(text)}&pageSize=100${extra}`, { as: 'admin' })).data as {
      total: number;
      list: Record<string, unknown>[];
    };
  /** Ids linked to a matter, straight from the tables. */
  const linked = async (matterId: number) => {
    const db = t.database.db;
    const products = (
      await db.selectFrom('product_matters').select('product_id').where('matter_id', '=', matterId).execute()
    )
      .map((r) => Number(r.product_id))
      .sort((a, b) => a - b);
    const matterSamples = (
      await db
        .selectFrom('samples')
        .select('id')
        .where('kind', '=', 'matter')
        .where('matter_id', '=', matterId)
        .execute()
    ).map((r) => Number(r.id));
    const productSamples = products.length
      ? (
          await db
            .selectFrom('samples')
            .select('id')
            .where('kind', '=', 'product')
            .where('product_id', 'in', products)
            .execute()
        ).map((r) => Number(r.id))
      : [];
    return { products, matterSamples, productSamples };
  };
  const ids = (page: { list: Record<string, unknown>[] }) => page.list.map((r) => Number(r.id)).sort((a, b) => a - b);

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'demo catalogue'] });
    const find = async (name: string) =>
      Number(
        (
          await t.database.db
            .selectFrom('matters')
            .select('id')
            .where('material_name', '=', name)
            .executeTakeFirstOrThrow()
        ).id,
      );
    [gouqi, yam] = [await find('枸杞子'), await find('山药')];
  }, 120_000);
  afterAll(() => t?.close());

  it('"Lycium" finds exactly the 枸杞子 products and samples; "Dioscorea" the 山药 ones', async () => {
    const g = await linked(gouqi);
    expect(g.products.length).toBeGreaterThan(0);
    expect(g.matterSamples.length).toBeGreaterThan(0);
    const products = await q('products', 'Lycium');
    expect(products.total).toBe(g.products.length);
    expect(ids(products)).toEqual(g.products.slice(0, 100));
    expect(products.list.every((p) => String(p.product_name).includes('枸杞'))).toBe(true);
    // The Latin pharmaceutical name and the English name work as well, also as prefixes.
    expect((await q('products', 'Lycii Fructus')).total).toBe(g.products.length);
    expect((await q('products', 'goji')).total).toBe(g.products.length);

    const y = await linked(yam);
    const ms = await q('matter-samples', 'Dioscorea');
    expect(ms.total).toBe(y.matterSamples.length);
    expect(ms.list.every((s) => s.matter_id === yam)).toBe(true);
    expect((await q('matter-samples', 'yam')).total).toBe(y.matterSamples.length);
    const ps = await q('product-samples', 'Dioscorea');
    expect(ps.total).toBe(y.productSamples.length);
    // Still the AND of every word: a Latin word of another matter narrows to products made of both.
    expect((await q('products', 'Lycium Dioscorea')).total).toBeLessThanOrEqual(
      Math.min(g.products.length, y.products.length),
    );
    // Chinese search is unchanged.
    expect((await q('products', '枸杞')).total).toBeGreaterThanOrEqual(g.products.length);
  });

  it('migration 0017 rebuilds the index text of rows written before it, and a rerun writes nothing', async () => {
    const db = t.database.db;
    // Back to the text before this change (no matter words) for the 枸杞子 and 山药 products and samples.
    const g0 = await linked(gouqi);
    const y0 = await linked(yam);
    const products = [...g0.products, ...y0.products];
    const samples = [...g0.matterSamples, ...g0.productSamples, ...y0.matterSamples, ...y0.productSamples];
    for (const p of await db
      .selectFrom('products')
      .select(['id', 'product_name', 'product_brand', 'product_factory', 'product_num', 'product_barcode'])
      .where('id', 'in', products)
      .execute())
      await db
        .updateTable('products')
        .set({ search_text: productSearchText(p) })
        .where('id', '=', p.id)
        .execute();
    for (const s of await db
      .selectFrom('samples')
      .select(['id', 'num', 'name', 'brand', 'gatherer'])
      .where('id', 'in', samples)
      .execute())
      await db
        .updateTable('samples')
        .set({ search_text: sampleSearchText(s) })
        .where('id', '=', s.id)
        .execute();
    expect((await q('products', 'Lycium')).total).toBe(0);
    expect((await q('matter-samples', 'Dioscorea')).total).toBe(0);

    await db.transaction().execute((trx) => migration0017(trx as never, engine));
    const g = await linked(gouqi);
    expect((await q('products', 'Lycium')).total).toBe(g.products.length);
    expect((await q('matter-samples', 'Dioscorea')).total).toBe((await linked(yam)).matterSamples.length);
    expect(await linkedSearchRepository(db).reindexAll()).toEqual({ products: 0, samples: 0 });
  });

  it('editing a matter’s Latin name or a product’s matters re-indexes what is made of them', async () => {
    const y = await linked(yam);
    const renamed = await t.call('PUT', `/api/matters/${yam}`, {
      as: 'admin',
      payload: { latin_name: 'Dioscorea polystachya Turcz.' },
    });
    expect(renamed.envelope.code).toBe(1);
    // Rewritten in the background, a moment after the save.
    await t.app.services.searchReindex.drain();
    expect((await q('matter-samples', 'polystachya')).total).toBe(y.matterSamples.length);
    expect((await q('matter-samples', 'opposita')).total).toBe(0);
    expect((await q('products', 'polystachya')).total).toBe(y.products.length);

    // A 枸杞 product now also made of 山药: found by "Dioscoreae", and so are its samples.
    const product = (await linked(gouqi)).products.find((id) => !y.products.includes(id))!;
    const before = (await q('products', 'Dioscoreae')).total;
    const moved = await t.call('PUT', `/api/products/${product}`, {
      as: 'admin',
      payload: { matter_ids: [gouqi, yam] },
    });
    expect(moved.envelope.code).toBe(1);
    expect((await q('products', 'Dioscoreae')).total).toBe(before + 1);
    const samplesOfIt = (await linked(yam)).productSamples.length;
    expect((await q('product-samples', 'Dioscoreae')).total).toBe(samplesOfIt);
  });
  it('a rename only queues the rewrite; a later pass (after a restart, too) does it in short batches', async () => {
    // This server stops its background pass, as if it died right after the save.
    await t.app.services.searchReindex.close();
    const y = await linked(yam);
    const renamed = await t.call('PUT', `/api/matters/${yam}`, {
      as: 'admin',
      payload: { latin_name: 'Dioscorea batatas Decne.' },
    });
    expect(renamed.envelope.code).toBe(1);
    const queue = () => t.database.db.selectFrom('search_reindex_queue').select(['matter_id', 'version']).execute();
    expect((await queue()).map((r) => Number(r.matter_id))).toEqual([yam]);
    // The save did not rewrite the samples: the old name still finds them, the new one not yet.
    expect((await q('matter-samples', 'batatas')).total).toBe(0);
    expect((await q('matter-samples', 'polystachya')).total).toBe(y.matterSamples.length);
    // A second rename before the pass: one queue row, a newer version.
    await t.call('PUT', `/api/matters/${yam}`, {
      as: 'admin',
      payload: { latin_name: 'Dioscorea batatas Decne. var.' },
    });
    expect((await queue()).map((r) => Number(r.version))).toEqual([2]);

    // The next start's pass rewrites every product and sample made of it, and empties the queue.
    const next = searchReindexer(t.database.db); // not started: drained by hand
    try {
      const changed = await next.drain();
      expect(changed).toBe(y.products.length + y.matterSamples.length + y.productSamples.length);
      expect(await next.waiting()).toBe(0);
      expect((await q('matter-samples', 'batatas')).total).toBe(y.matterSamples.length);
      expect((await q('products', 'batatas')).total).toBe(y.products.length);
      expect((await q('matter-samples', 'polystachya')).total).toBe(0);
      // Nothing left to do: a second pass writes nothing.
      await linkedSearchRepository(t.database.db).queueMatter(yam);
      expect(await next.drain()).toBe(0);
    } finally {
      await next.close();
    }
  });
});
