import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { dayNumber } from '../src/lib/display-time';
import { createTestApp, describeEngines, type TestApp } from './helper';

/**
 * "Most viewed" counts views per display-zone day (one clock), not per UTC day:
 * a view at 00:30 in Shanghai belongs to that Shanghai day, though it is still the day before in UTC.
 */
const utc = (d: number, h: number, min = 0) => Date.UTC(2026, 10, d, h, min) / 1000;
// 2026-11-22 23:30 and 2026-11-23 00:30 in Shanghai: one UTC day (the 22nd), two Shanghai days.
const BEFORE_MIDNIGHT = utc(22, 15, 30);
const AFTER_MIDNIGHT = utc(22, 16, 30);
const dayOfDate = (d: number) => Date.UTC(2026, 10, d) / 86_400_000;

it('numbers days by the display zone', () => {
  expect(dayNumber(AFTER_MIDNIGHT, 'Asia/Shanghai')).toBe(dayOfDate(23));
  expect(dayNumber(BEFORE_MIDNIGHT, 'Asia/Shanghai')).toBe(dayOfDate(22));
  expect(dayNumber(AFTER_MIDNIGHT, 'UTC')).toBe(dayOfDate(22));
  expect(dayNumber(utc(23, 4, 59), 'America/New_York')).toBe(dayOfDate(22));
});

describeEngines('view counts by display-zone day', (engine) => {
  let t: TestApp;
  let matterId: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue'] });
    matterId = (await t.call('GET', '/api/matters?q=%E6%9E%B8%E6%9D%9E%E5%AD%90')).data.list[0].id;
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => t.close());

  async function viewAt(sec: number) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(sec * 1000);
    expect((await t.call('GET', `/api/matters/${matterId}`)).envelope.code).toBe(1);
    vi.useRealTimers();
    await t.app.services.views.flush();
  }

  it('buckets a view after Shanghai midnight on the Shanghai day, and the weekly trend follows', async () => {
    await viewAt(BEFORE_MIDNIGHT);
    await viewAt(AFTER_MIDNIGHT);
    const rows = await t.database.db
      .selectFrom('record_views')
      .select(['day', 'views'])
      .where('kind', '=', 'matter')
      .where('record_id', '=', matterId)
      .orderBy('day')
      .execute();
    expect(rows.map((r) => [Number(r.day), Number(r.views)])).toEqual([
      [dayOfDate(22), 1],
      [dayOfDate(23), 1],
    ]);

    // 2026-11-29 23:30 Shanghai: this week is 11-23..11-29 (the 00:30 view), the week before holds the
    // 23:30 one — no change. Counted by UTC days both would be last week (-100 %).
    const popular = await t.app.services.dashboard.popular('matter', 200, utc(29, 15, 30));
    const item = popular.find((p) => p.id === matterId);
    expect(item).toMatchObject({ clickNumber: 2, increases: 0 });
    // Half an hour later (11-30 00:30 Shanghai) both views are last week's.
    const later = await t.app.services.dashboard.popular('matter', 200, utc(29, 16, 30));
    expect(later.find((p) => p.id === matterId)).toMatchObject({ increases: -100 });
  });
});
