import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertCatalogue, WRONG_BARCODE } from './console-fixtures';
import { createTestApp, describeEngines, type TestApp } from './helper';

describeEngines('console: workplace, analytics, cards, activity on known data', (engine) => {
  let t: TestApp;
  let k: Awaited<ReturnType<typeof insertCatalogue>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    k = await insertCatalogue(t);
  });
  afterAll(() => t.close());

  it('workplace overview: totals and this week vs last week', async () => {
    const res = await t.call('GET', '/api/dashboard/overview', { as: 'admin' });
    expect(res.data.items).toEqual([
      { kind: 'matter', total: 3, thisWeek: 2, lastWeek: 1, change: 100 },
      { kind: 'product', total: 3, thisWeek: 3, lastWeek: 0, change: null },
      { kind: 'sample', total: 3, thisWeek: 3, lastWeek: 0, change: null },
      { kind: 'report', total: 2, thisWeek: 2, lastWeek: 0, change: null },
    ]);
    expect((await t.call('GET', '/api/dashboard/overview', { as: 'user' })).envelope.code).toBe(40300);
  });

  it('content data: records added per day', async () => {
    const res = await t.call('GET', '/api/content-data?days=14', { as: 'admin' });
    expect(res.data).toHaveLength(14);
    const sum = (f: string) => res.data.reduce((n: number, p: Record<string, number>) => n + p[f]!, 0);
    expect([sum('y'), sum('matter'), sum('product'), sum('sample'), sum('report')]).toEqual([11, 3, 3, 3, 2]);
    expect(res.data[13].x).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await t.call('GET', '/api/content-data?days=3', { as: 'admin' })).envelope.code).toBe(40000);
  });

  it('popular: most viewed with weekly increase and detail links', async () => {
    const res = await t.call('GET', '/api/popular/list?type=matter', { as: 'admin' });
    expect(res.data.slice(0, 2)).toEqual([
      {
        key: 1,
        id: k.m1,
        kind: 'matter',
        title: '枸杞子',
        clickNumber: 50,
        increases: 100,
        link: `/formList/matter-detail/${k.m1}`,
      },
      {
        key: 2,
        id: k.m3,
        kind: 'matter',
        title: '当归',
        clickNumber: 20,
        increases: null,
        link: `/formList/matter-detail/${k.m3}`,
      },
    ]);
    const samples = await t.call('GET', '/api/popular/list?type=sample', { as: 'admin' });
    expect(samples.data.map((s: { kind: string }) => s.kind).sort()).toEqual([
      'matter-sample',
      'matter-sample',
      'product-sample',
    ]);
  });

  it('recently visited: detail pages a signed-in user opened', async () => {
    const before = await t.call('GET', '/api/dashboard/recent-visits', { as: 'admin' });
    expect(before.data).toEqual([]);
    const detail = await t.call('GET', `/api/matters/${k.m2}`, { as: 'admin' });
    expect(detail.envelope.code).toBe(1);
    // Recorded after the answer went out.
    await new Promise((r) => setTimeout(r, 50));
    const after = await t.call('GET', '/api/dashboard/recent-visits', { as: 'admin' });
    expect(after.data[0]).toMatchObject({
      kind: 'matter',
      id: k.m2,
      title: '山药',
      link: `/formList/matter-detail/${k.m2}`,
    });
  });

  it('data analysis: KPI, period, publish, authors, chain growth, overview', async () => {
    const kpi = await t.call('POST', '/api/public-opinion-analysis', { as: 'admin', payload: { quota: 'matter' } });
    expect(kpi.data).toMatchObject({ count: 3, growth: 100 });
    expect(kpi.data.chartData).toHaveLength(14);
    expect(kpi.data.chartData.reduce((n: number, p: { y: number }) => n + p.y, 0)).toBe(3);
    const reports = await t.call('POST', '/api/public-opinion-analysis', { as: 'admin', payload: { quota: 'report' } });
    expect(reports.data.count).toBe(2);
    expect(
      (await t.call('POST', '/api/public-opinion-analysis', { as: 'admin', payload: { quota: 'x' } })).envelope.code,
    ).toBe(40000);

    const period = await t.call('GET', '/api/content-period-analysis', { as: 'admin', lang: 'en-us' });
    expect(period.data.xAxis).toHaveLength(12);
    expect(period.data.data.map((s: { name: string }) => s.name)).toEqual([
      'Matters',
      'Products',
      'Samples',
      'Testing reports',
    ]);
    const totalPerKind = period.data.data.map((s: { value: number[] }) => s.value.reduce((a, b) => a + b, 0));
    expect(totalPerKind).toEqual([3, 3, 3, 2]);

    const publish = await t.call('GET', '/api/content-publish', { as: 'admin' });
    expect(publish.data.xAxis).toHaveLength(8);
    expect(publish.data.data[0].value.reduce((a: number, b: number) => a + b, 0)).toBe(3);

    const authors = await t.call('GET', '/api/popular-author/list', { as: 'admin' });
    expect(authors.data).toEqual([
      { ranking: 1, author: 'admin', contentCount: 2, clickCount: 50 },
      { ranking: 2, author: 'user', contentCount: 1, clickCount: 0 },
    ]);

    const chain = await t.call('POST', '/api/data-chain-growth', { as: 'admin', payload: { quota: 'product' } });
    expect(chain.data.count).toBe(3);
    expect(chain.data.chartData.xAxis).toHaveLength(12);
    expect(chain.data.chartData.data.value.at(-1)).toBe(3);

    const overview = await t.call('GET', '/api/data-overview', { as: 'admin' });
    expect(overview.data.data.map((s: { count: number }) => s.count)).toEqual([3, 3, 3, 2]);
    expect(overview.data.xAxis).toHaveLength(8);
    for (const url of ['/api/content-period-analysis', '/api/data-overview', '/api/analysis/multi-dimension']) {
      expect((await t.call('GET', url, { as: 'user' })).envelope.code).toBe(40300);
    }
  });

  it('multi-dimension: samples by region, grade, source; products by type, brand; matter × province', async () => {
    const res = await t.call('GET', '/api/analysis/multi-dimension', { as: 'admin', lang: 'en-us' });
    const d = res.data;
    expect(d.samplesByProvince).toEqual([
      { code: '640000', name: '宁夏回族自治区', value: 2 },
      { code: '110000', name: '北京市', value: 1 },
    ]);
    expect(d.samplesByCity).toHaveLength(3);
    expect(d.samplesByCity.find((c: { code: string }) => c.code === '640500')).toMatchObject({
      value: 1,
      province: '宁夏回族自治区',
    });
    expect(d.samplesByGrade).toEqual([
      { name: 'First grade', value: 2 },
      { name: 'Premium', value: 1 },
    ]);
    expect(d.samplesBySource).toHaveLength(3);
    expect(d.productsByType).toHaveLength(3);
    expect(d.productsByBrand).toEqual([
      { name: '宁夏红', value: 2 },
      { name: '怀山堂', value: 1 },
    ]);
    expect(d.matterProvinceHeat).toEqual({ matters: ['枸杞子'], provinces: ['宁夏回族自治区'], data: [[0, 0, 2]] });
  });

  it('quality-inspection cards from the real testing reports', async () => {
    // Curators see every report (researchers only published ones: report-cards.test.ts).
    const res = await t.call('GET', '/api/list/quality-inspection', { as: 'admin', lang: 'en-us' });
    expect(res.data.total).toBe(2);
    expect(res.data.list[0]).toMatchObject({
      id: k.r2,
      name: '枸杞原浆样品',
      verdict: 'fail',
      link: `/productSampleList/product-sample-detail/${k.s3}`,
    });
    expect(res.data.list[0].data).toContainEqual({ label: 'Verdict', value: 'Fail' });
    expect(res.data.list[1]).toMatchObject({
      id: k.r1,
      verdict: 'pass',
      link: `/matterSample/matter-sample-detail/${k.s1}`,
    });
    const fails = await t.call('GET', '/api/list/quality-inspection?verdict=fail', { as: 'admin' });
    expect(fails.data.total).toBe(1);
    expect((await t.call('GET', '/api/list/quality-inspection')).envelope.code).toBe(50008);
  });

  it('data-quality rules: counts on the known data, offending records, admin switch', async () => {
    const res = await t.call('GET', '/api/list/rules-preset', { as: 'user', lang: 'en-us' });
    const by = Object.fromEntries(res.data.map((c: { key: string }) => [c.key, c]));
    expect(by['matter-without-dna']).toMatchObject({
      enable: true,
      actionType: 'switch',
      violations: 2,
      checked: 3,
      title: 'Matter without DNA barcode',
    });
    expect(by['matter-without-dna'].link).toEqual({
      path: '/formList/matter-list',
      query: { quality: 'matter-without-dna' },
    });
    expect(by['product-barcode-check-digit']).toMatchObject({ violations: 1, checked: 3 });
    expect(by['sample-without-report']).toMatchObject({ violations: 1, checked: 3 });
    expect(by['record-without-image']).toMatchObject({ violations: 3, checked: 9 });

    const dna = await t.call('GET', '/api/list/rules-preset/matter-without-dna/violations', { as: 'user' });
    expect(dna.data.list.map((v: { id: number }) => v.id)).toEqual([k.m2, k.m3]);
    const barcode = await t.call('GET', '/api/list/rules-preset/product-barcode-check-digit/violations', {
      as: 'user',
    });
    expect(barcode.data.list).toEqual([
      {
        kind: 'product',
        id: k.p2,
        number: 'P0002',
        name: '山药粉',
        detail: WRONG_BARCODE,
        link: `/productList/product-detail/${k.p2}`,
      },
    ]);
    const noReport = await t.call('GET', '/api/list/rules-preset/sample-without-report/violations', { as: 'user' });
    expect(noReport.data.list).toMatchObject([
      { kind: 'matter-sample', id: k.s2, link: `/matterSample/matter-sample-detail/${k.s2}` },
    ]);
    // Paged across matters, products and samples.
    const img1 = await t.call('GET', '/api/list/rules-preset/record-without-image/violations?pageSize=2', {
      as: 'user',
    });
    const img2 = await t.call('GET', '/api/list/rules-preset/record-without-image/violations?pageSize=2&current=2', {
      as: 'user',
    });
    expect(img1.data.total).toBe(3);
    expect(
      [...img1.data.list, ...img2.data.list].map((v: { kind: string; id: number }) => `${v.kind}:${v.id}`),
    ).toEqual([`matter:${k.m2}`, `product:${k.p3}`, `matter-sample:${k.s2}`]);

    expect(
      (await t.call('PUT', '/api/list/rules-preset/matter-without-dna', { as: 'user', payload: { enable: false } }))
        .envelope.code,
    ).toBe(40300);
    const off = await t.call('PUT', '/api/list/rules-preset/matter-without-dna', {
      as: 'admin',
      payload: { enable: false },
    });
    expect(off.data).toMatchObject({ enable: false, violations: null, checked: null });
    // Fixing the data moves the count.
    await t.database.db
      .updateTable('matters')
      .set({ material_dna: JSON.stringify({ marker: 'ITS2', sequence: 'ACGT', accession: '' }) })
      .where('id', '=', k.m2)
      .execute();
    const on = await t.call('PUT', '/api/list/rules-preset/matter-without-dna', {
      as: 'admin',
      payload: { enable: true },
    });
    expect(on.data).toMatchObject({ enable: true, violations: 1 });
  });

  it('activity feed: operation-log entries with per-user stars', async () => {
    const feed = await t.call('GET', '/api/chat/list', { as: 'admin', lang: 'en-us' });
    const entry = feed.data.find((c: { username: string }) => c.username === 'user');
    expect(entry).toMatchObject({
      content: 'updated product “枸杞原浆”',
      isCollect: false,
      link: `/productList/product-detail/${k.p1}`,
    });
    const zh = await t.call('GET', '/api/chat/list', { as: 'admin' });
    expect(zh.data.find((c: { id: number }) => c.id === entry.id).content).toBe('修改了产品「枸杞原浆」');

    expect(
      (await t.call('POST', `/api/chat/${entry.id}/collect`, { as: 'admin', payload: { collect: true } })).data,
    ).toEqual({ id: entry.id, isCollect: true });
    const starred = await t.call('GET', '/api/chat/list?collected=1', { as: 'admin' });
    expect(starred.data.map((c: { id: number }) => c.id)).toEqual([entry.id]);
    expect(
      (await t.call('POST', `/api/chat/${entry.id}/collect`, { as: 'admin', payload: { collect: false } })).data
        .isCollect,
    ).toBe(false);
    expect((await t.call('GET', '/api/chat/list?collected=1', { as: 'admin' })).data).toEqual([]);
    expect(
      (await t.call('POST', '/api/chat/999999/collect', { as: 'admin', payload: { collect: true } })).envelope.code,
    ).toBe(40400);
    expect((await t.call('GET', '/api/chat/list', { as: 'user' })).envelope.code).toBe(40300);
  });

  it('user center: my latest activity and visits to the records I curate', async () => {
    const mine = await t.call('GET', '/api/user/latest-activity', { as: 'user', lang: 'en-us' });
    expect(mine.data.map((a: { title: string }) => a.title)).toContain('updated product “枸杞原浆”');
    expect(mine.data.every((a: { title: string }) => !a.title.includes('matter'))).toBe(true);
    const visits = await t.call('GET', '/api/user/visits', { as: 'admin', lang: 'en-us' });
    expect(visits.data[0]).toEqual({ name: 'Matters', visits: 10, lastWeek: 5, growth: 100 });
    const none = await t.call('GET', '/api/user/visits', { as: 'user' });
    expect(none.data.every((v: { visits: number }) => v.visits === 0)).toBe(true);
  });
});
