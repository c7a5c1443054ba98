import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from './helper';

/**
 * A report whose verdict is `none` (no result items yet, or nothing judged
 * against a limit) is shown on the quality-inspection cards as 不判定 / Not judged, never 合格.
 */
describeEngines('report cards: verdict none', (engine) => {
  let t: TestApp;
  let ids: Record<'empty' | 'unjudged' | 'pass' | 'fail', number>;

  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'standards'] });
    const gouqi = (await t.call('GET', `/api/matters?q=${encodeURIComponent('枸杞子')}`)).data.list[0].id;
    const sample = await t.call('POST', '/api/matter-samples', {
      as: 'admin',
      payload: {
        ms_name: '枸杞子 卡片',
        matter_id: gouqi,
        ms_source: 'cultivation-base',
        ms_area: '640500',
        ms_coll_vol: 500,
        ms_coll_time: 1_720_000_000,
      },
    });
    const report = async (name: string, items: unknown[], tested: number) => {
      const res = await t.call('POST', '/api/reports', {
        as: 'admin',
        payload: { report_name: name, sample_kind: 'matter', sample_id: sample.data.id, tested_at: tested, items },
      });
      expect(res.envelope.code, res.body).toBe(1);
      return res.data.id as number;
    };
    ids = {
      empty: await report('尚无结果', [], 1_720_400_000),
      // A typed pass is ignored: a result without a limit is not judged.
      unjudged: await report('无限量', [{ item: '性状', result_text: '类纺锤形', verdict: 'pass' }], 1_720_300_000),
      pass: await report('合格', [{ item: '水分', result: 10 }], 1_720_200_000),
      fail: await report('不合格', [{ item: '水分', result: 20 }], 1_720_100_000),
    };
  });
  afterAll(() => t.close());

  const cards = async (lang: 'zh-cn' | 'en-us', query = '', as = 'admin') =>
    (await t.call('GET', `/api/list/quality-inspection?pageSize=20${query}`, { as, lang })).data as {
      total: number;
      list: { id: number; verdict: string; data: { label: string; value: string }[] }[];
    };

  it('shows no verdict (不判定 / Not judged) for a report without judged items, never 合格', async () => {
    for (const [lang, none, pass, fail, label] of [
      ['zh-cn', '不判定', '合格', '不合格', '结论'],
      ['en-us', 'Not judged', 'Pass', 'Fail', 'Verdict'],
    ] as const) {
      const page = await cards(lang);
      expect(page.total).toBe(4);
      const by = new Map(page.list.map((c) => [c.id, c]));
      const verdictOf = (id: number) => by.get(id)!.data.find((d) => d.label === label)!.value;
      expect(by.get(ids.empty)!.verdict).toBe('none');
      expect(by.get(ids.unjudged)!.verdict).toBe('none');
      expect(verdictOf(ids.empty)).toBe(none);
      expect(verdictOf(ids.unjudged)).toBe(none);
      expect(verdictOf(ids.pass)).toBe(pass);
      expect(verdictOf(ids.fail)).toBe(fail);
      expect(by.get(ids.pass)!.verdict).toBe('pass');
      expect(by.get(ids.fail)!.verdict).toBe('fail');
    }
  });

  it('filters the cards by verdict, none included', async () => {
    const none = await cards('zh-cn', '&verdict=none');
    expect(none.list.map((c) => c.id).sort()).toEqual([ids.empty, ids.unjudged].sort());
    const pass = await cards('zh-cn', '&verdict=pass');
    expect(pass.list.map((c) => c.id)).toEqual([ids.pass]);
    expect((await t.call('GET', '/api/list/quality-inspection?verdict=maybe', { as: 'user' })).envelope.code).toBe(
      40000,
    );
  });

  it('shows researchers only published reports (drafts and reports a retest invalidated are curators’)', async () => {
    // The sample is still registered: its reports are drafts.
    expect((await cards('zh-cn', '', 'user')).total).toBe(0);
    expect((await cards('zh-cn', '', 'admin')).total).toBe(4);
    const db = t.database.db;
    const { sample_id } = await db
      .selectFrom('testing_reports')
      .select('sample_id')
      .where('id', '=', ids.pass)
      .executeTakeFirstOrThrow();
    await db.updateTable('samples').set({ state: 'published' }).where('id', '=', sample_id).execute();
    await db
      .updateTable('testing_reports')
      .set({ invalidated_at: 1_720_500_000, invalidated_reason: 'retest' })
      .where('id', '=', ids.fail)
      .execute();
    const seen = await cards('zh-cn', '', 'user');
    expect(seen.total).toBe(3);
    expect(seen.list.map((c) => c.id).sort()).toEqual([ids.empty, ids.unjudged, ids.pass].sort());
    expect((await cards('zh-cn', '&verdict=fail', 'user')).total).toBe(0);
    expect((await cards('zh-cn', '&verdict=fail', 'admin')).total).toBe(1);
  });
});
