import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Worksheet } from '@yaoshi/contracts';
import { DATA_MIGRATIONS_STEP, seed } from '../src/db/seed';
import { assayLimitsMigration } from '../src/db/seed/corrections/2026-12-assay-limits';
import { describeEngines, type TestApp } from './helper';
import { createLabApp, LAB_ADMINS } from './lab-fixtures';
import { sampleThrough } from './lab-sample-flow';

const [ADMIN_A] = LAB_ADMINS;

interface Std {
  id: number;
  item: string;
  lower: number | null;
  upper: number | null;
  unit: string;
  source: string;
}

/** The 含量测定 (assay) limits ship as standards beside the 检查 ones, so worksheets plan them. */
describeEngines('assay limits are standards a worksheet plans', (engine) => {
  let t: TestApp;
  let gouqi: number;
  beforeAll(async () => {
    ({ t, gouqi } = await createLabApp(engine, ['demo accounts', 'catalogue', 'standards']));
  });
  afterAll(() => t.close());

  const standards = async () =>
    (await t.call('GET', `/api/standards?matter_id=${gouqi}&pageSize=100`, { as: 'user' })).data.list as Std[];

  it('ships the monograph’s assays with their source and plans them with the tests', async () => {
    const list = await standards();
    const assays = list.filter((s) => s.item === '枸杞多糖' || s.item === '甜菜碱');
    expect(assays.map((s) => `${s.item} ≥${s.lower} ${s.unit}`).sort()).toEqual(['枸杞多糖 ≥1.8 %', '甜菜碱 ≥0.5 %']);
    expect(assays[0]!.source).toContain('含量测定');
    expect(list.some((s) => s.item === '水分')).toBe(true);

    const me = (await t.call('GET', '/api/user/info', { as: 'user' })).data.id as number;
    const id = await sampleThrough(t, gouqi, [{ to: 'received', as: 'user' }]);
    const res = await t.call('POST', '/api/worksheets', {
      as: ADMIN_A,
      payload: { analyst_id: me, sample_ids: [id] },
    });
    expect(res.envelope.code, res.body).toBe(1);
    const items = (res.data as Worksheet).items.map((i) => i.item);
    expect(items).toEqual(expect.arrayContaining(['枸杞多糖', '甜菜碱', '水分']));
    expect(items).toHaveLength(list.length);
  });

  it('adds the assays to an older database, keeping a limit a curator entered', async () => {
    const before = await standards();
    for (const s of before.filter((x) => x.item === '枸杞多糖' || x.item === '甜菜碱')) {
      expect((await t.call('DELETE', `/api/standards/${s.id}`, { as: 'admin' })).envelope.code).toBe(1);
    }
    const mine = await t.call('POST', '/api/standards', {
      as: 'admin',
      payload: {
        scope: 'matter',
        matter_id: gouqi,
        item: '甜菜碱',
        method: 'HPLC（本所）',
        unit: '%',
        lower: 0.6,
        source: '本所内控',
      },
    });
    expect(mine.envelope.code, mine.body).toBe(1);

    await seed(
      { config: t.app.ctx.config, database: t.database, services: t.app.services, demo: true },
      [DATA_MIGRATIONS_STEP],
      [{ ...assayLimitsMigration, name: '2026-12-assay-limits-again' }],
    );
    const after = (await standards()).filter((s) => s.item === '枸杞多糖' || s.item === '甜菜碱');
    expect(after.map((s) => `${s.item} ≥${s.lower} ${s.source}`).sort()).toEqual([
      expect.stringMatching(/^枸杞多糖 ≥1.8 中华人民共和国药典/),
      '甜菜碱 ≥0.6 本所内控',
    ]);
  });
});
