import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LabStats } from '@yaoshi/contracts';
import { describeEngines, type TestApp } from './helper';
import { createLabApp, LAB_ADMINS } from './lab-fixtures';
import { moveSample, sampleThrough, setMoveTime } from './lab-sample-flow';
import { median, percentile } from '../src/modules/lab/stats/lab-stats.service';

const [ADMIN_A] = LAB_ADMINS;
const DAY = 86_400;

describeEngines('workplace laboratory panel: turnaround, pass rate, failing items', (engine) => {
  let t: TestApp;
  let gouqi: number;
  const now = Math.floor(Date.now() / 1000);
  const testedAt = now - 5 * DAY;

  /**
   * The known data set: five 枸杞子 samples published, received → published in 1, 2, 3, 10 and
   * 6 days; the last one retested afterwards (its report voided). Reports: 水分 12 passes, 水分 17
   * and 总灰分 9 fail.
   */
  beforeAll(async () => {
    ({ t, gouqi } = await createLabApp(engine, ['demo accounts', 'catalogue', 'standards']));
    const plan: { days: number; items: { item: string; result: number }[]; retest?: boolean }[] = [
      { days: 1, items: [{ item: '水分', result: 12 }] },
      { days: 2, items: [{ item: '水分', result: 12 }] },
      {
        days: 3,
        items: [
          { item: '水分', result: 17 },
          { item: '总灰分', result: 9 },
        ],
      },
      { days: 10, items: [{ item: '水分', result: 12 }] },
      { days: 6, items: [{ item: '水分', result: 17 }], retest: true },
    ];
    for (const [i, p] of plan.entries()) {
      const id = await sampleThrough(t, gouqi, [
        { to: 'received', as: 'user' },
        { to: 'testing', as: 'user' },
      ]);
      const rep = await t.call('POST', '/api/reports', {
        as: 'user',
        payload: {
          report_name: `枸杞子 ${i}`,
          sample_kind: 'matter',
          sample_id: id,
          tested_at: testedAt,
          items: p.items,
        },
      });
      expect(rep.envelope.code, rep.body).toBe(1);
      await moveSample(t, id, 'to_verify', 'user');
      await moveSample(t, id, 'verified', ADMIN_A);
      await moveSample(t, id, 'published', ADMIN_A);
      const published = now - 20 * DAY;
      await setMoveTime(t, id, 'received', published - p.days * DAY);
      await setMoveTime(t, id, 'published', published);
      if (p.retest) await moveSample(t, id, 'retest', ADMIN_A, '称量错误');
    }
  });
  afterAll(() => t.close());

  it('computes median and p90 turnaround, pass rate and failing items over the last 90 days', async () => {
    const res = await t.call('GET', '/api/dashboard/lab-stats', { as: ADMIN_A });
    expect(res.envelope.code, res.body).toBe(1);
    const s = res.data as LabStats;
    expect(s.days).toBe(90);
    // Retested sample left out: spans 1, 2, 3, 10 → median 2.5, p90 (nearest rank) 10.
    expect(s.turnaround).toEqual({ samples: 4, median_days: 2.5, p90_days: 10 });
    // Four valid reports (the voided 水分 17 left out), three pass.
    expect(s.pass_rate).toEqual({ reports: 4, passed: 3, rate: 0.75 });
    expect(s.failing_items.by_item).toEqual([
      { item: '总灰分', n: 1 },
      { item: '水分', n: 1 },
    ]);
    expect(s.failing_items.by_substance).toEqual([{ name: '枸杞子', n: 2 }]);
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' })
      .format(new Date(testedAt * 1000))
      .slice(0, 7);
    expect(s.failing_items.by_month).toEqual([
      { month, item: '总灰分', n: 1 },
      { month, item: '水分', n: 1 },
    ]);
  });

  it('a shorter window leaves out what happened before it', async () => {
    const s = (await t.call('GET', '/api/dashboard/lab-stats?days=7', { as: ADMIN_A })).data as LabStats;
    // Published 20 days ago: no turnaround in the last week; tested 5 days ago: the reports count.
    expect(s.turnaround).toEqual({ samples: 0, median_days: null, p90_days: null });
    expect(s.pass_rate.reports).toBe(4);
  });

  it('is the curators’ workplace: researchers may not read it', async () => {
    expect((await t.call('GET', '/api/dashboard/lab-stats', { as: 'user' })).envelope.code).toBe(40300);
  });
});

it('median and nearest-rank percentile', () => {
  expect(median([])).toBeNull();
  expect(median([1, 2, 3])).toBe(2);
  expect(median([1, 2, 3, 10])).toBe(2.5);
  expect(percentile([1, 2, 3, 10], 0.9)).toBe(10);
  expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9);
});
