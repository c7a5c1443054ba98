import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidEan13 } from '@yaoshi/contracts';
import { createTestApp, describeEngines, type TestApp } from './helper';

describeEngines('catalogue: samples and reports', (engine) => {
  let t: TestApp;
  let gouqi: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'demo catalogue'] });
    gouqi = (await t.call('GET', `/api/matters?q=${encodeURIComponent('枸杞子')}`)).data.list[0].id;
  });
  afterAll(() => t.close());

  describe('demo data', () => {
    it('has ~300 products, ~3,000 samples and ~1,500 reports, all marked demo', async () => {
      // All of them, drafts and unpublished reports too: a curator's count.
      const products = await t.call('GET', '/api/products?pageSize=100', { as: 'admin' });
      expect(products.data.total).toBe(300);
      expect(
        products.data.list.every(
          (p: { is_demo: boolean; product_barcode: string }) => p.is_demo && isValidEan13(p.product_barcode),
        ),
      ).toBe(true);
      const ms = await t.call('GET', '/api/matter-samples', { as: 'admin' });
      const ps = await t.call('GET', '/api/product-samples', { as: 'admin' });
      expect(ms.data.total + ps.data.total).toBe(3000);
      const reports = await t.call('GET', '/api/reports', { as: 'admin' });
      expect(reports.data.total).toBe(1500);
      const fails = await t.call('GET', '/api/reports?verdict=fail', { as: 'admin' });
      expect(fails.data.total).toBeGreaterThan(20);
      expect(fails.data.total).toBeLessThan(200);
      const detail = await t.call('GET', `/api/products/${products.data.list[0].id}`);
      const nut = detail.data.product_nutrients_json;
      expect(nut[0]).toMatchObject({ item: '能量', unit: 'kJ' });
      expect(nut[0].nrv).toBe(Math.round((nut[0].value / 8400) * 100));
    });

    it('is deterministic and idempotent', async () => {
      const before = (await t.call('GET', '/api/products?sort=product_num:asc&pageSize=3')).data.list.map(
        (p: { product_name: string }) => p.product_name,
      );
      const again = await createTestApp(engine, { seed: ['catalogue', 'demo catalogue'] });
      try {
        const other = (await again.call('GET', '/api/products?sort=product_num:asc&pageSize=3')).data.list.map(
          (p: { product_name: string }) => p.product_name,
        );
        expect(other).toEqual(before);
      } finally {
        await again.close();
      }
      const { seed } = await import('../src/db/seed');
      await seed({ config: t.app.ctx.config, database: t.database, services: t.app.services, demo: true }, [
        'demo catalogue',
        'catalogue',
      ]);
      expect((await t.call('GET', '/api/products', { as: 'admin' })).data.total).toBe(300);
      expect((await t.call('GET', '/api/matters')).data.total).toBe(106);
    });
  });

  describe('access', () => {
    it('needs sign-in to read samples and reports, admin to write', async () => {
      for (const url of ['/api/matter-samples', '/api/matter-samples/1', '/api/product-samples', '/api/reports']) {
        expect((await t.call('GET', url)).envelope.code, url).toBe(50008);
        expect((await t.call('GET', url, { as: 'user' })).envelope.code, url).toBe(1);
      }
      // Researchers register samples (sample lifecycle): an empty one is refused for its fields.
      expect((await t.call('POST', '/api/matter-samples', { as: 'user', payload: {} })).envelope.code).toBe(40000);
      expect((await t.call('PUT', '/api/matter-samples/1', { as: 'user', payload: {} })).envelope.code).toBe(40300);
      expect((await t.call('DELETE', '/api/reports/1', { as: 'user' })).envelope.code).toBe(40300);
      // Researchers export what they read (exchange-access.test.ts); visitors do not read samples.
      expect((await t.call('GET', '/api/matter-samples/export', { as: 'user' })).statusCode).toBe(200);
      expect((await t.call('GET', '/api/matter-samples/export')).envelope.code).toBe(50008);
    });
    it('shows samples on a matter detail only to signed-in callers', async () => {
      const visitor = await t.call('GET', `/api/matters/${gouqi}`);
      expect(visitor.data.samples).toEqual([]);
      const user = await t.call('GET', `/api/matters/${gouqi}`, { as: 'user' });
      expect(user.data.samples.length).toBeGreaterThan(0);
      // The seeded samples are demo data: a visitor's count leaves them out, a researcher's holds them.
      const demo = (user.data.samples as { is_demo: boolean }[]).filter((s) => s.is_demo).length;
      expect(demo).toBeGreaterThan(0);
      expect(visitor.data.sample_count).toBeLessThanOrEqual(user.data.sample_count - demo);
    });
  });

  describe('filters and paging', () => {
    const total = async (q: string) =>
      (await t.call('GET', `/api/matter-samples?${q}`, { as: 'user' })).data.total as number;
    it('filters by matter, grade, source, province, city and collection date', async () => {
      const all = await total('');
      const byMatter = await t.call('GET', `/api/matter-samples?matter_id=${gouqi}&pageSize=100`, { as: 'user' });
      expect(
        byMatter.data.list.every(
          (s: { matter_id: number; matter_name: string }) => s.matter_id === gouqi && s.matter_name === '枸杞子',
        ),
      ).toBe(true);
      const grades = ['premium', 'first', 'second', 'third', 'ungraded'];
      let sum = 0;
      for (const g of grades) sum += await total(`grade=${g}`);
      expect(sum).toBe(all);
      const province = await t.call('GET', '/api/matter-samples?region=640000&pageSize=100', { as: 'user' });
      expect(province.data.list.every((s: { ms_area: string }) => s.ms_area.startsWith('64'))).toBe(true);
      const city = province.data.list[0]?.ms_area;
      if (city) {
        const c = await t.call('GET', `/api/matter-samples?region=${city}&pageSize=100`, { as: 'user' });
        expect(c.data.list.every((s: { ms_area: string }) => s.ms_area === city)).toBe(true);
        expect(c.data.total).toBeLessThanOrEqual(province.data.total);
      }
      const sources = await total('source=wild');
      expect(sources).toBeGreaterThan(0);
      const cut = 1_750_000_000;
      const before = await total(`collected_to=${cut}`);
      const after = await total(`collected_from=${cut + 1}`);
      expect(before + after).toBe(all);
      expect((await t.call('GET', '/api/matter-samples?region=12', { as: 'user' })).envelope.code).toBe(40000);
    });

    it('pages with a stable total and searches names and numbers', async () => {
      // A curator's lists: offline samples are theirs alone (visibility-matrix.test.ts).
      const p1 = await t.call('GET', '/api/product-samples?pageSize=7', { as: 'admin' });
      const p2 = await t.call('GET', '/api/product-samples?pageSize=7&current=2', { as: 'admin' });
      expect(p1.data.total).toBe(p2.data.total);
      const ids = new Set([...p1.data.list, ...p2.data.list].map((s: { id: number }) => s.id));
      expect(ids.size).toBe(14);
      const keyset = await t.call('GET', `/api/product-samples?pageSize=7&after=${p1.data.list[6].id}`, {
        as: 'admin',
      });
      expect(keyset.data.list.map((s: { id: number }) => s.id)).toEqual(p2.data.list.map((s: { id: number }) => s.id));
      expect(keyset.data.total).toBe(p1.data.total);
      const online = await t.call('GET', '/api/product-samples?status=online', { as: 'admin' });
      const offline = await t.call('GET', '/api/product-samples?status=offline', { as: 'admin' });
      expect(online.data.total + offline.data.total).toBe(p1.data.total);
      expect(offline.data.total).toBeGreaterThan(0);
      const row = p1.data.list[0];
      for (const key of [
        'product_sample_num',
        'product_sample_name',
        'image',
        'product_brand',
        'product_sample_source',
        'product_sample_area_name',
        'product_sample_grade',
        'product_sample_coll_vol',
        'report_count',
        'updated_at',
        'status',
        'is_demo',
      ]) {
        expect(row).toHaveProperty(key);
      }
      const byNum = await t.call('GET', `/api/product-samples?q=${row.product_sample_num}`, { as: 'admin' });
      expect(byNum.data.list[0].id).toBe(row.id);
      const gq = await t.call('GET', `/api/matter-samples?q=${encodeURIComponent('枸杞')}&pageSize=100`, {
        as: 'user',
      });
      expect(gq.data.total).toBeGreaterThan(0);
      expect(gq.data.list.every((s: { ms_name: string }) => s.ms_name.includes('枸杞'))).toBe(true);
    });
  });

  describe('writes', () => {
    it('creates a sample and a failing report, which asks admins to review', async () => {
      const sample = await t.call('POST', '/api/matter-samples', {
        as: 'admin',
        payload: {
          ms_name: '枸杞子 宁夏中宁',
          matter_id: gouqi,
          ms_source: 'cultivation-base',
          ms_area: '640500',
          ms_coll_vol: 500,
          ms_coll_time: 1_720_000_000,
          ms_grade: 'first',
          ms_gatherer_tel: '000-0000-0001',
        },
      });
      expect(sample.envelope.code).toBe(1);
      expect(sample.data).toMatchObject({
        ms_area_name: '宁夏回族自治区 / 中卫市',
        msample_testing_ids: [],
        ms_coll_unit: 'g',
      });
      const id = sample.data.id;

      const unknownArea = await t.call('PUT', `/api/matter-samples/${id}`, {
        as: 'admin',
        lang: 'en-us',
        payload: { ms_area: '999900' },
      });
      expect(unknownArea.data).toEqual([{ field: 'ms_area', message: 'ms_area is not a known province or city code' }]);

      const report = await t.call('POST', '/api/reports', {
        as: 'admin',
        payload: {
          report_name: '枸杞子重金属检测',
          sample_kind: 'matter',
          sample_id: id,
          tested_at: 1_720_100_000,
          items: [
            { item: '铅 (Pb)', category: 'heavy-metal', result: 7.2, unit: 'mg/kg', limit: 5 },
            { item: '镉 (Cd)', category: 'heavy-metal', result: 0.1, unit: 'mg/kg', limit: 1 },
          ],
        },
      });
      expect(report.envelope.code).toBe(1);
      expect(report.data).toMatchObject({ verdict: 'fail', sample_num: sample.data.ms_num });
      expect(report.data.items.map((i: { verdict: string }) => i.verdict)).toEqual(['fail', 'pass']);
      // Report search: the exact name ranks first, then the newest of the other matches.
      // Unpublished (the sample is registered): its reader is a curator or whoever entered it.
      const found = await t.call('GET', `/api/reports?q=${encodeURIComponent('枸杞子重金属检测')}`, { as: 'admin' });
      expect(found.data.list[0].id).toBe(report.data.id);
      const byWord = await t.call('GET', `/api/reports?q=${encodeURIComponent('检测')}&pageSize=100`, { as: 'admin' });
      expect(byWord.data.list[0].id).toBe(report.data.id);
      expect(byWord.data.total).toBeGreaterThanOrEqual(byWord.data.list.length);

      const todos = await t.call('GET', '/api/message/list?type=todo', { as: 'admin' });
      const todo = todos.data.list.find((m: { title: string }) => m.title.includes(report.data.report_num));
      expect(todo).toMatchObject({ type: 'todo', link: `/matterSample/matter-sample-detail/${id}` });
      const userTodos = await t.call('GET', '/api/message/list?type=todo', { as: 'user' });
      expect(
        userTodos.data.list.find((m: { title: string }) => m.title.includes(report.data.report_num)),
      ).toBeUndefined();

      const detail = await t.call('GET', `/api/matter-samples/${id}`, { as: 'admin' });
      expect(detail.data.msample_testing_ids).toEqual([report.data.id]);
      expect(detail.data.reports[0]).toMatchObject({
        id: report.data.id,
        verdict: 'fail',
        fail_count: 1,
        item_count: 2,
      });
      expect(detail.data.matter).toMatchObject({ id: gouqi });

      const wrongKind = await t.call('POST', '/api/reports', {
        as: 'admin',
        lang: 'en-us',
        payload: { report_name: 'x', sample_kind: 'product', sample_id: id, tested_at: 1 },
      });
      expect(wrongKind.data[0].field).toBe('sample_id');

      const blocked = await t.call('DELETE', `/api/matter-samples/${id}`, { as: 'admin', lang: 'en-us' });
      expect(blocked.statusCode).toBe(409);
      expect(blocked.envelope).toMatchObject({
        code: 40900,
        data: { references: [{ kind: 'report', count: 1, ids: [report.data.id] }] },
      });
      expect(blocked.envelope.msg).toContain('1 testing reports');

      const fixed = await t.call('PUT', `/api/reports/${report.data.id}`, {
        as: 'admin',
        payload: { items: [{ item: '铅 (Pb)', result: 1.2, unit: 'mg/kg', limit: 5 }], reason: '复测' },
      });
      expect(fixed.data).toMatchObject({ verdict: 'pass' });
      expect((await t.call('DELETE', `/api/reports/${report.data.id}`, { as: 'admin' })).envelope.code).toBe(1);
      expect((await t.call('DELETE', `/api/matter-samples/${id}`, { as: 'admin' })).envelope.code).toBe(1);
    });

    it('refuses to delete a matter or product that samples refer to', async () => {
      const m = await t.call('DELETE', `/api/matters/${gouqi}`, { as: 'admin' });
      expect(m.envelope.code).toBe(40900);
      const kinds = m.data.references.map((r: { kind: string }) => r.kind);
      expect(kinds).toEqual(expect.arrayContaining(['product', 'matter-sample']));
      const pid = (await t.call('GET', '/api/product-samples?pageSize=1', { as: 'user' })).data.list[0].product_id;
      const p = await t.call('DELETE', `/api/products/${pid}`, { as: 'admin' });
      expect(p.envelope.code).toBe(40900);
      expect(p.data.references[0].kind).toBe('product-sample');
    });
  });
});
