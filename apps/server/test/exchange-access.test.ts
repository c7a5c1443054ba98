import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from './helper';

/**
 * Who may export what ("for everyone export of the selected rows"): each role exports
 * the rows of every list it can read and nothing else — visitors the open catalogue (matters,
 * products, regulations), researchers also samples and reports, admins everything; the
 * bulk-export data service still switches exports off for everyone.
 */
const rowsOfCsv = (body: string) => parse(body.replace(/^\uFEFF/, '')) as string[][];

const OPEN = ['matters', 'products', 'regulations'];
const SIGNED_IN = ['matter-samples', 'product-samples', 'reports'];

describeEngines('exchange: who may export what', (engine) => {
  let t: TestApp;
  let sample: { id: number; num: string };
  let matter: { id: number; num: string };
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue'] });
    const m = (await t.call('GET', '/api/matters?q=%E6%9E%B8%E6%9D%9E%E5%AD%90')).data.list[0];
    matter = { id: m.id, num: m.material_num };
    const created = await t.call('POST', '/api/matter-samples', {
      as: 'admin',
      payload: {
        ms_name: '导出权限样品',
        matter_id: matter.id,
        ms_source: 'herb-market',
        ms_area: '640500',
        ms_coll_vol: 250,
        ms_coll_unit: 'kg',
        ms_coll_time: 1795000000,
        ms_grade: 'premium',
      },
    });
    expect(created.envelope.code, created.body).toBe(1);
    sample = { id: created.data.id, num: created.data.ms_num };
  });
  afterAll(() => t.close());

  it('lets each role export every list it reads, and refuses the others', async () => {
    const seen: string[] = [];
    for (const path of [...OPEN, ...SIGNED_IN]) {
      for (const who of [undefined, 'user', 'admin'] as const) {
        const res = await t.call('GET', `/api/${path}/export?format=csv`, who ? { as: who } : {});
        const allowed = OPEN.includes(path) || who !== undefined;
        seen.push(`${path} ${who ?? 'visitor'} ${res.statusCode}`);
        if (allowed) {
          expect(res.statusCode, `${path} as ${who}`).toBe(200);
          expect(res.headers['content-type']).toContain('text/csv');
        } else {
          expect(res.envelope?.code, `${path} as visitor`).toBe(50008);
        }
      }
    }
    // The matrix as it stands (a change of access shows here as a diff).
    expect(seen.filter((s) => !s.endsWith(' 200'))).toEqual([
      'matter-samples visitor 401',
      'product-samples visitor 401',
      'reports visitor 401',
    ]);
  });

  it('exports a researcher exactly the selected rows, with the fields the list shows', async () => {
    const mine = await t.call('GET', `/api/matter-samples/export?ids=${sample.id}`, { as: 'user', lang: 'zh-cn' });
    expect(mine.statusCode).toBe(200);
    const rows = rowsOfCsv(mine.body);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(sample.num);
    expect(rows[1]).toContain('枸杞子');
    // The same file an admin gets: nothing extra for admins, nothing hidden the list shows.
    const admins = await t.call('GET', `/api/matter-samples/export?ids=${sample.id}`, { as: 'admin', lang: 'zh-cn' });
    expect(rowsOfCsv(admins.body)).toEqual(rows);
    // A visitor's selected matters: only the rows asked for.
    const open = await t.call('GET', `/api/matters/export?ids=${matter.id}`, { lang: 'zh-cn' });
    const matterRows = rowsOfCsv(open.body);
    expect(matterRows).toHaveLength(2);
    expect(matterRows[1]).toContain(matter.num);
  });

  it('keeps the limits: at most 1,000 ids, and the bulk-export switch stops everyone', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
    expect((await t.call('GET', `/api/matter-samples/export?ids=${many}`, { as: 'user' })).envelope.code).toBe(40000);
    const off = await t.call('PUT', '/api/data-services/bulk-export', { as: 'admin', payload: { enable: false } });
    expect(off.envelope.code).toBe(1);
    try {
      for (const [path, who] of [
        ['matters', undefined],
        ['matter-samples', 'user'],
        ['reports', 'admin'],
      ] as const) {
        const res = await t.call('GET', `/api/${path}/export`, who ? { as: who } : {});
        expect(res.statusCode, `${path} as ${who}`).not.toBe(200);
      }
    } finally {
      await t.call('PUT', '/api/data-services/bulk-export', { as: 'admin', payload: { enable: true } });
    }
  });
});
