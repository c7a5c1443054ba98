import { afterAll, beforeAll, expect, it } from 'vitest';
import { ean13 } from './catalogue-helpers';
import { createTestApp, describeEngines, type TestApp } from './helper';

describeEngines('catalogue: products', (engine) => {
  let t: TestApp;
  let gouqi: number;
  let shanyao: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue'] });
    const find = async (q: string) =>
      (await t.call('GET', `/api/matters?q=${encodeURIComponent(q)}`)).data.list[0].id as number;
    gouqi = await find('枸杞子');
    shanyao = await find('山药');
  });
  afterAll(() => t.close());

  const body = (over: Record<string, unknown> = {}) => ({
    product_name: '宁夏枸杞原浆',
    product_type: 'beverage',
    product_brand: '测试牌',
    product_barcode: ean13('690123456789'),
    product_specs: '30 mL × 10 袋/盒',
    product_nutrients_json: [
      { item: '能量', value: 250, unit: 'kJ', nrv: 3 },
      { item: '蛋白质', value: 0.5, unit: 'g', nrv: 1 },
    ],
    product_release_time: 1_700_000_000,
    matter_ids: [gouqi],
    // Published, as the visitor reads below expect (a new record is a draft by default).
    status: 'online',
    ...over,
  });

  it('creates, reads, updates and deletes a product (admin), logging each write', async () => {
    const created = await t.call('POST', '/api/products', { as: 'admin', payload: body(), lang: 'en-us' });
    expect(created.statusCode).toBe(200);
    expect(created.envelope.msg).toBe('Created');
    const p = created.data;
    expect(p).toMatchObject({
      product_num: 'P-000001',
      product_name: '宁夏枸杞原浆',
      matter_ids: [gouqi],
      is_demo: false,
      status: 'online',
    });

    const detail = await t.call('GET', `/api/products/${p.id}`);
    expect(detail.data).toMatchObject({ matter_count: 1, sample_count: 0, samples: [] });
    expect(detail.data.matters[0]).toMatchObject({ id: gouqi, material_name: '枸杞子' });
    expect(detail.data.product_nutrients_json[0]).toEqual({ item: '能量', value: 250, unit: 'kJ', nrv: 3 });

    const updated = await t.call('PUT', `/api/products/${p.id}`, {
      as: 'admin',
      payload: { product_brand: '新牌', matter_ids: [gouqi, shanyao] },
    });
    expect(updated.data).toMatchObject({
      product_brand: '新牌',
      product_name: '宁夏枸杞原浆',
      matter_ids: [gouqi, shanyao].sort((a, b) => a - b),
    });

    const log = await t.call('GET', `/api/operation/log?kind=product&record_id=${p.id}`, { as: 'admin' });
    expect(log.data.list.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(log.data.list[0]).toMatchObject({
      username: 'admin',
      before: { product_brand: '测试牌' },
      after: { product_brand: '新牌' },
    });

    const del = await t.call('DELETE', `/api/products/${p.id}`, { as: 'admin' });
    expect(del.envelope).toMatchObject({ code: 1, data: { id: p.id } });
    expect((await t.call('GET', `/api/products/${p.id}`)).envelope.code).toBe(40400);
    const after = await t.call('GET', `/api/operation/log?kind=product&record_id=${p.id}&action=delete`, {
      as: 'admin',
    });
    expect(after.data.list[0].before.product_name).toBe('宁夏枸杞原浆');
  });

  it('names the bad fields, in the caller language', async () => {
    const bad = await t.call('POST', '/api/products', {
      as: 'admin',
      lang: 'en-us',
      payload: body({ product_barcode: '6901234567890', product_name: '', product_type: 'nope', extra: 1 }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.envelope.code).toBe(40000);
    const fields = Object.fromEntries(bad.data.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(fields.product_barcode).toBe('The barcode check digit is wrong');
    expect(fields.product_name).toBe('product_name is required');
    expect(fields).toHaveProperty('product_type');
    expect(fields.extra).toBe('Field not allowed: extra');
    const zh = await t.call('POST', '/api/products', { as: 'admin', payload: body({ product_barcode: '12345' }) });
    expect(zh.data[0]).toEqual({ field: 'product_barcode', message: '条码须为 13 位数字（EAN-13）' });
    const missing = await t.call('POST', '/api/products', {
      as: 'admin',
      lang: 'en-us',
      payload: body({ matter_ids: [99999] }),
    });
    expect(missing.envelope.code).toBe(40000);
    expect(missing.data).toEqual([
      { field: 'matter_ids', message: 'matter_ids refers to records that do not exist: 99999' },
    ]);
  });

  it('refuses writes to visitors and users, and a taken number', async () => {
    expect((await t.call('POST', '/api/products', { payload: body() })).envelope.code).toBe(50008);
    expect((await t.call('POST', '/api/products', { as: 'user', payload: body() })).envelope.code).toBe(40300);
    const a = await t.call('POST', '/api/products', { as: 'admin', payload: body({ product_num: 'P-TAKEN' }) });
    expect(a.envelope.code).toBe(1);
    const b = await t.call('POST', '/api/products', { as: 'admin', payload: body({ product_num: 'P-TAKEN' }) });
    expect(b.statusCode).toBe(409);
    expect(b.envelope.code).toBe(40900);
  });

  it('filters, searches and pages', async () => {
    for (let i = 0; i < 12; i++) {
      const res = await t.call('POST', '/api/products', {
        as: 'admin',
        payload: body({
          product_name: i % 2 ? `铁棍山药粉 ${i}` : `枸杞茶 ${i}`,
          product_type: i % 2 ? 'other' : 'substitute-tea',
          product_brand: i % 3 ? '甲牌' : '乙牌',
          product_barcode: ean13(`69000000${String(i).padStart(4, '0')}`),
          matter_ids: i % 2 ? [shanyao] : [gouqi],
        }),
      });
      expect(res.envelope.code).toBe(1);
    }
    const page = await t.call('GET', '/api/products?pageSize=5&current=2');
    expect(page.data).toMatchObject({ current: 2, pageSize: 5 });
    expect(page.data.list).toHaveLength(5);
    const total = page.data.total;
    const last = await t.call('GET', `/api/products?pageSize=5&current=${Math.ceil(total / 5)}`);
    expect(last.data.list.length).toBe(total - 5 * (Math.ceil(total / 5) - 1));

    const tea = await t.call('GET', '/api/products?product_type=substitute-tea');
    expect(tea.data.total).toBe(6);
    const brand = await t.call('GET', `/api/products?product_brand=${encodeURIComponent('乙牌')}`);
    expect(brand.data.total).toBe(4);
    const byMatter = await t.call('GET', `/api/products?matter_id=${shanyao}`);
    expect(byMatter.data.total).toBe(6);
    expect(byMatter.data.list.every((p: { product_name: string }) => p.product_name.includes('山药'))).toBe(true);

    const names = async (q: string) =>
      (await t.call('GET', `/api/products?pageSize=100&q=${encodeURIComponent(q)}`)).data.list.map(
        (p: { product_name: string }) => p.product_name,
      );
    expect(await names('山药')).toHaveLength(6);
    expect(await names('shanyao')).toHaveLength(6);
    expect(await names('tgsy')).toHaveLength(6);
    expect(await names(ean13('690000000003'))).toEqual(['铁棍山药粉 3']);
    expect(await names('6900000000')).toHaveLength(12);
    const sorted = await t.call('GET', '/api/products?sort=product_num:asc&pageSize=3');
    expect(sorted.data.list.map((p: { product_num: string }) => p.product_num)).toEqual([
      'P-000001',
      'P-000002',
      'P-000003',
    ]);
    expect((await t.call('GET', '/api/products?sort=nope:asc')).envelope.code).toBe(40000);
  });

  it('counts detail views per record and per day', async () => {
    const id = (await t.call('GET', '/api/products?pageSize=1')).data.list[0].id;
    await t.call('GET', `/api/products/${id}`);
    const second = await t.call('GET', `/api/products/${id}`);
    expect(second.data.view_count).toBe(2);
    await t.app.services.views.flush();
    const row = (await t.call('GET', `/api/products?pageSize=1`)).data.list[0];
    expect(row.view_count).toBe(2);
    const top = await t.app.services.views.top('product', 0, 1e9, 5);
    expect(top[0]).toEqual({ recordId: id, views: 2 });
  });
});
