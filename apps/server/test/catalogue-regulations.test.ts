import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from './helper';

describeEngines('catalogue: regulations', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'regulations'] });
  });
  afterAll(() => t.close());

  it('lists the four announcements to visitors, filtered and searched', async () => {
    const all = await t.call('GET', '/api/regulations');
    expect(all.data.total).toBe(4);
    expect(all.data.list[0]).toMatchObject({
      regulation_type: 'national',
      in_force: true,
      origin: 'curated',
      is_demo: false,
    });
    const q = await t.call('GET', `/api/regulations?q=${encodeURIComponent('党参')}`);
    expect(q.data.list.map((r: { regulation_num: string }) => r.regulation_num)).toEqual(['2023年第9号']);
    const byNum = await t.call('GET', `/api/regulations?q=2024`);
    expect(byNum.data.list.map((r: { batch: number }) => r.batch)).toContain(2024);
    const dihuang = (await t.call('GET', `/api/matters?q=${encodeURIComponent('地黄')}`)).data.list[0].id;
    const linked = await t.call('GET', `/api/regulations?matter_id=${dihuang}`);
    expect(linked.data.list.map((r: { regulation_num: string }) => r.regulation_num)).toEqual(['2024年第4号']);
  });

  it('creates a regional rule (needing its region), updates and deletes it', async () => {
    const matter = (await t.call('GET', `/api/matters?q=${encodeURIComponent('枸杞子')}`)).data.list[0].id;
    const body = {
      regulation_num: '宁卫食〔2024〕1号',
      regulation_name: '宁夏枸杞子地方标准',
      regulation_type: 'regional',
      matter_ids: [matter],
    };
    const missing = await t.call('POST', '/api/regulations', { as: 'admin', lang: 'en-us', payload: body });
    expect(missing.data).toEqual([{ field: 'region_code', message: 'A regional rule needs its region' }]);
    const created = await t.call('POST', '/api/regulations', {
      as: 'admin',
      payload: { ...body, region_code: '640000', status: 'online' },
    });
    expect(created.data).toMatchObject({ region_code: '640000', matter_ids: [matter] });
    const dup = await t.call('POST', '/api/regulations', { as: 'admin', payload: { ...body, region_code: '640000' } });
    expect(dup.envelope.code).toBe(40900);
    const up = await t.call('PUT', `/api/regulations/${created.data.id}`, {
      as: 'admin',
      payload: { in_force: false },
    });
    expect(up.data.in_force).toBe(false);
    expect((await t.call('GET', '/api/regulations?in_force=false')).data.total).toBe(1);
    expect((await t.call('GET', `/api/matters/${matter}`)).data.regulation_ids).toContain(created.data.id);
    expect((await t.call('DELETE', `/api/regulations/${created.data.id}`, { as: 'admin' })).envelope.code).toBe(1);
    expect((await t.call('GET', `/api/matters/${matter}`)).data.regulation_ids).not.toContain(created.data.id);
  });

  it('announces a regulation when it is first published, never while a draft, and only once', async () => {
    const noticesOf = async (id: number) =>
      (await t.call('GET', '/api/message/list?type=notice&pageSize=100', { as: 'user' })).data.list.filter(
        (m: { link: string }) => m.link === `/list/search-table?id=${id}`,
      );
    const bulk = (action: 'online' | 'offline', id: number) =>
      t.call('POST', '/api/regulations/bulk', { as: 'admin', payload: { action, ids: [id] } });

    // Saved as a draft (the default): nobody is told.
    const draft = await t.call('POST', '/api/regulations', {
      as: 'admin',
      payload: { regulation_num: '公告〔2026〕草稿1号', regulation_name: '草稿公告甲' },
    });
    expect(draft.data.status, draft.body).toBe('offline');
    expect(await noticesOf(draft.data.id)).toEqual([]);
    await t.call('PUT', `/api/regulations/${draft.data.id}`, { as: 'admin', payload: { summary: '仍是草稿' } });
    expect(await noticesOf(draft.data.id)).toEqual([]);
    // Published by the form: one notice, with its title.
    await t.call('PUT', `/api/regulations/${draft.data.id}`, { as: 'admin', payload: { status: 'online' } });
    const published = await noticesOf(draft.data.id);
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ title: '新法规：草稿公告甲' });
    // Taken offline and published again: no second notice.
    expect((await bulk('offline', draft.data.id)).data.done).toEqual([draft.data.id]);
    expect((await bulk('online', draft.data.id)).data.done).toEqual([draft.data.id]);
    expect(await noticesOf(draft.data.id)).toHaveLength(1);

    // Published by the bulk action: announced too, once.
    const other = await t.call('POST', '/api/regulations', {
      as: 'admin',
      payload: { regulation_num: '公告〔2026〕草稿2号', regulation_name: '草稿公告乙' },
    });
    expect(await noticesOf(other.data.id)).toEqual([]);
    await bulk('online', other.data.id);
    expect(await noticesOf(other.data.id)).toHaveLength(1);

    // Created online by the form: announced at once.
    const direct = await t.call('POST', '/api/regulations', {
      as: 'admin',
      payload: { regulation_num: '公告〔2026〕3号', regulation_name: '直接发布公告', status: 'online' },
    });
    expect(await noticesOf(direct.data.id)).toHaveLength(1);
  });
});
