import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from './helper';

describeEngines('voided reports are marked wherever they are listed', (engine) => {
  let t: TestApp;
  let voided: { id: number; report_num: string };
  let standing: { id: number; report_num: string };

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue'] });
    const gouqi = (await t.call('GET', `/api/matters?q=${encodeURIComponent('枸杞子')}`)).data.list[0].id as number;
    const sample = await t.call('POST', '/api/matter-samples', {
      as: 'admin',
      payload: {
        ms_name: '枸杞子 作废',
        matter_id: gouqi,
        ms_source: 'herb-market',
        ms_area: '640500',
        ms_coll_vol: 1,
        ms_coll_time: 1_720_000_000,
      },
    });
    const make = async (name: string) =>
      (
        await t.call('POST', '/api/reports', {
          as: 'admin',
          payload: {
            report_name: name,
            sample_kind: 'matter',
            sample_id: sample.data.id,
            tested_at: 1_720_100_000,
            items: [{ item: '铅 (Pb)', result_entered: '0.5', unit: 'mg/kg', upper: 5 }],
          },
        })
      ).data as { id: number; report_num: string };
    voided = await make('枸杞子 作废前');
    standing = await make('枸杞子 复检');
    // What a retest does to the first report (the transition itself: sample-lifecycle.test.ts).
    await t.database.db
      .updateTable('testing_reports')
      .set({ invalidated_at: 1_720_200_000, invalidated_reason: '复检', invalidated_by: 1 })
      .where('id', '=', voided.id)
      .execute();
  });
  afterAll(() => t.close());

  it('marks it in the report list, a sample’s reports and the report itself', async () => {
    const list = (await t.call('GET', '/api/reports?pageSize=50', { as: 'admin' })).data.list as {
      id: number;
      invalidated_at: number | null;
      verdict: string;
    }[];
    expect(list.find((r) => r.id === voided.id)).toMatchObject({ invalidated_at: 1_720_200_000, verdict: 'pass' });
    expect(list.find((r) => r.id === standing.id)).toMatchObject({ invalidated_at: null });
    const one = await t.call('GET', `/api/reports/${voided.id}`, { as: 'admin' });
    expect(one.data.invalidated_at).toBe(1_720_200_000);
  });

  it('marks it on the quality-inspection cards and in the global search', async () => {
    const cards = (await t.call('GET', '/api/list/quality-inspection?pageSize=50', { as: 'admin', lang: 'en-us' })).data
      .list as { id: number; voided: boolean; data: { label: string; value: string }[] }[];
    const card = cards.find((c) => c.id === voided.id)!;
    expect(card.voided).toBe(true);
    expect(card.data.find((d) => d.label === 'Verdict')!.value).toBe('Pass · Voided');
    expect(cards.find((c) => c.id === standing.id)!.voided).toBe(false);
    const hits = (await t.call('GET', `/api/search?q=${voided.report_num}`, { as: 'admin' })).data;
    const hit = JSON.stringify(hits);
    expect(hit).toContain('"voided":true');
  });

  it('exports when a retest voided it', async () => {
    const csv = (await t.call('GET', '/api/reports/export?format=csv', { as: 'admin', lang: 'zh-cn' })).body;
    const [head, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    // The last column (after the record's own), dated in the display zone; empty while it stands.
    expect(head!.split(',').at(-1)).toBe('作废时间');
    expect(rows.find((r) => r.includes(voided.report_num))).toMatch(/,2024-07-0\d \d\d:\d\d:\d\d$/);
    expect(rows.find((r) => r.includes(standing.report_num))).toMatch(/,$/);
  });
});
