import { afterAll, beforeAll, expect, it } from 'vitest';
import { ean13, multipartFile } from './catalogue-helpers';
import { createTestApp, describeEngines, type TestApp } from './helper';

describeEngines('curator-safe defaults', (engine) => {
  let t: TestApp;
  let gouqi: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'regulations'] });
    gouqi = (await t.call('GET', `/api/matters?q=${encodeURIComponent('枸杞子')}`)).data.list[0].id;
  });
  afterAll(() => t.close());

  const post = async (path: string, payload: Record<string, unknown>) => {
    const res = await t.call('POST', `/api/${path}`, { as: 'admin', payload });
    expect(res.envelope.code, res.body).toBe(1);
    return res.data as { id: number; status: string };
  };
  const statusOf = async (path: string, id: number) =>
    (await t.call('GET', `/api/${path}/${id}`, { as: 'admin' })).data.status as string;

  const bodies: Record<string, () => Record<string, unknown>> = {
    matters: () => ({ material_name: `草稿物质 ${Math.random()}` }),
    products: () => ({ product_name: '草稿产品', product_type: 'other', matter_ids: [gouqi] }),
    regulations: () => ({ regulation_num: `草稿〔${Math.random()}〕`, regulation_name: '草稿规定' }),
  };

  it('seeds the reviewed catalogue and its announcements online', async () => {
    const total = async (url: string) => (await t.call('GET', url, { as: 'admin' })).data.total as number;
    expect(await total('/api/matters?status=online')).toBe(106);
    expect(await total('/api/matters?status=offline')).toBe(0);
    expect(await total('/api/regulations?status=online')).toBe(4);
    expect(await total('/api/regulations?status=offline')).toBe(0);
  });

  it('creates matters, products and regulations through the API as drafts (offline) unless the body says online', async () => {
    for (const [path, body] of Object.entries(bodies)) {
      const draft = await post(path, body());
      expect(draft.status, path).toBe('offline');
      expect(await statusOf(path, draft.id), path).toBe('offline');
      const published = await post(path, { ...body(), status: 'online' });
      expect(published.status, path).toBe('online');
    }
  });

  it('keeps the status of an existing record on an edit that does not name it', async () => {
    const online = await post('matters', { ...bodies.matters!(), status: 'online' });
    const edited = await t.call('PUT', `/api/matters/${online.id}`, {
      as: 'admin',
      payload: { material_effect: '补益' },
    });
    expect(edited.data.status).toBe('online');
  });

  it('imports new rows as drafts and leaves an updated row as it was', async () => {
    const csv = (rows: string[][]) =>
      Buffer.from(rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n'));
    const header = ['product_num', 'product_name', 'product_type', 'product_barcode', 'matter_ids'];
    const row = (num: string) => [num, `导入 ${num}`, 'other', ean13('691000000077'), String(gouqi)];
    const existing = await post('products', { ...bodies.products!(), product_num: 'IMP-OLD', status: 'online' });
    const { payload, headers } = multipartFile(csv([header, row('IMP-NEW'), row('IMP-OLD')]), 'rows.csv', 'text/csv');
    const res = await t.call('POST', '/api/products/import?mode=commit', { as: 'admin', payload, headers });
    expect(res.data, res.body).toMatchObject({ created: 1, updated: 1, errors: [] });
    const created = (await t.call('GET', '/api/products?q=IMP-NEW', { as: 'admin' })).data.list[0];
    expect(created.status).toBe('offline');
    expect(await statusOf('products', existing.id)).toBe('online');
  });

  it('stores a javascript: link of a herbal record as its plain text, not as an empty href', async () => {
    const m = await post('matters', {
      ...bodies.matters!(),
      material_record: '<p>见<a href="javascript:alert(1)">本草纲目</a>与<a href="https://example.org">出处</a></p>',
    });
    const detail = await t.call('GET', `/api/matters/${m.id}`, { as: 'admin' });
    expect(detail.data.material_record).toBe('<p>见本草纲目与<a href="https://example.org">出处</a></p>');
    expect(detail.data.material_record).not.toMatch(/<a href(?!=")|href=""/);
  });
});
