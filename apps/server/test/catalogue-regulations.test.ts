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

  it('creates a regional rule (needing its region), posts a notice, updates and deletes it', async () => {
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
      payload: { ...body, region_code: '640000' },
    });
    expect(created.data).toMatchObject({ region_code: '640000', matter_ids: [matter] });
    const notices = await t.call('GET', '/api/message/list?type=notice', { as: 'user' });
    expect(notices.data.list[0]).toMatchObject({
      title: '新法规：宁夏枸杞子地方标准',
      link: `/list/search-table?id=${created.data.id}`,
    });
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
});
