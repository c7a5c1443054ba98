import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from './helper';

/**
 * A matter detail reads its link ids and counts in one statement (matters.repository
 * getWithLinks), a product list page its rows with their counts (products.repository
 * listRows): they must be the ones the lists and details give, in the documented orders.
 */
describeEngines('matter detail: links and counts', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'regulations', 'demo catalogue'] });
  });
  afterAll(() => t.close());

  it('counts and lists the products, samples and regulations the lists find', async () => {
    const id = (await t.call('GET', `/api/matters?q=${encodeURIComponent('枸杞子')}`)).data.list[0].id;
    const d = (await t.call('GET', `/api/matters/${id}`, { as: 'user' })).data;
    const products = await t.call('GET', `/api/products?matter_id=${id}&pageSize=100`);
    const samples = await t.call('GET', `/api/matter-samples?matter_id=${id}&pageSize=1`, { as: 'user' });
    expect(products.envelope.code, products.body).toBe(1);
    expect(d.product_count).toBeGreaterThan(1);
    expect(d.product_count).toBe(products.data.total);
    expect(d.sample_count).toBeGreaterThan(1);
    expect(d.sample_count).toBe(samples.data.total);
    const productIds = (products.data.list as { id: number }[]).map((p) => p.id).sort((a, b) => b - a);
    expect(d.material_application_ids).toEqual(productIds.slice(0, 100));
    expect(d.regulation_ids.length).toBeGreaterThan(0);
    expect(d.regulation_ids).toEqual([...d.regulation_ids].sort((a: number, b: number) => a - b));
    expect(d.regulations.map((r: { id: number }) => r.id).sort()).toEqual([...d.regulation_ids].sort());
  });

  it('gives each product list row the matter and sample counts of its detail', async () => {
    const id = (await t.call('GET', `/api/matters?q=${encodeURIComponent('枸杞子')}`)).data.list[0].id;
    const page = await t.call('GET', `/api/products?matter_id=${id}&pageSize=20`);
    const rows = page.data.list as { id: number; matter_count: number; sample_count: number }[];
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.some((r) => r.sample_count > 0)).toBe(true);
    for (const r of rows.slice(0, 8)) {
      const d = (await t.call('GET', `/api/products/${r.id}`)).data;
      expect({ matters: r.matter_count, samples: r.sample_count }, String(r.id)).toEqual({
        matters: d.matter_count,
        samples: d.sample_count,
      });
    }
  });

  it('answers 404 for a matter that does not exist', async () => {
    const res = await t.call('GET', '/api/matters/987654');
    expect(res.statusCode).toBe(404);
  });
});
