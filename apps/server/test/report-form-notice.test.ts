import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from './helper';

/** A processed-form sample judged against the crude drug's limits: the report says so, in both languages. */
describeEngines('report form notice', (engine) => {
  let t: TestApp;
  let shanyao: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'standards'] });
    shanyao = (
      (await t.call('GET', `/api/matters?q=${encodeURIComponent('山药')}`, { as: 'admin' })).data.list as {
        id: number;
        material_name: string;
      }[]
    ).find((m) => m.material_name === '山药')!.id;
  });
  afterAll(() => t.close());

  const report = async (ms_form: string) => {
    const sample = (
      await t.call('POST', '/api/matter-samples', {
        as: 'admin',
        payload: {
          ms_name: `山药 ${ms_form || '药材'}`,
          matter_id: shanyao,
          ms_source: 'herb-market',
          ms_area: '410800',
          ms_coll_vol: 500,
          ms_coll_time: 1_720_000_000,
          ms_form,
        },
      })
    ).data as { id: number };
    const res = await t.call('POST', '/api/reports', {
      as: 'admin',
      payload: {
        report_name: '山药 二氧化硫',
        sample_kind: 'matter',
        sample_id: sample.id,
        tested_at: 1_720_100_000,
        items: [
          { item: '二氧化硫残留量', result: 50 },
          { item: '水分', result: 13 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const doc = async (lang: string) =>
      (await t.call('GET', `/api/reports/${res.data.id}/document?lang=${lang}`, { as: 'admin' })).data as {
        form_notice?: string;
      };
    return { zh: (await doc('zh-CN')).form_notice ?? '', en: (await doc('en-US')).form_notice ?? '' };
  };

  it('names the items a 山药 slice was judged on with the crude drug’s limits', async () => {
    const slice = await report('山药');
    expect(slice.zh).toBe(
      '样品为炮制品「山药」：标准未单列该炮制品的二氧化硫残留量、水分限度，这些项目按药材的限度判定。',
    );
    expect(slice.en).toContain('processed form 山药');
    expect(slice.en).toContain("judged against the crude drug's limits");
    expect(slice.en).toContain('Water');
  });

  it('says nothing for a crude-drug sample or a form with limits of its own', async () => {
    expect(await report('')).toEqual({ zh: '', en: '' });
    expect(await report('山药片')).toEqual({ zh: '', en: '' });
  });
});
