import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../src/config';
import { insertCatalogue } from './console-fixtures';
import { createTestApp, describeEngines, type TestApp } from './helper';
import {
  countByDay,
  formatDate,
  formatDateTime,
  isValidTimeZone,
  lastDays,
  parseDisplayDateTime,
  startOfDay,
} from '../src/lib/display-time';

// 2026-11-22 16:30:00 UTC — already 2026-11-23 00:30 in Shanghai (the midnight case).
const NEAR_MIDNIGHT = Date.UTC(2026, 10, 22, 16, 30, 0) / 1000;

describe('display time', () => {
  it('formats a Unix time in the display zone, not the machine zone', () => {
    expect(formatDateTime(NEAR_MIDNIGHT, 'Asia/Shanghai')).toBe('2026-11-23 00:30:00');
    expect(formatDate(NEAR_MIDNIGHT, 'Asia/Shanghai')).toBe('2026-11-23');
    expect(formatDateTime(NEAR_MIDNIGHT, 'UTC')).toBe('2026-11-22 16:30:00');
    expect(formatDateTime(NEAR_MIDNIGHT, 'America/New_York')).toBe('2026-11-22 11:30:00');
  });

  it('parses typed dates as wall-clock times in the zone and rejects impossible ones', () => {
    expect(parseDisplayDateTime('2026-11-23 00:30:00', 'Asia/Shanghai')).toBe(NEAR_MIDNIGHT);
    expect(parseDisplayDateTime('2026-11-23 00:30', 'Asia/Shanghai')).toBe(NEAR_MIDNIGHT);
    expect(parseDisplayDateTime('2026-11-23', 'Asia/Shanghai')).toBe(Date.UTC(2026, 10, 22, 16) / 1000);
    expect(parseDisplayDateTime('2026-11-22T16:30:00', 'UTC')).toBe(NEAR_MIDNIGHT);
    for (const bad of ['2026-02-30', '2026-13-01', '2026-11-23 24:00', '23/11/2026', '', '2026-11-23 1:2']) {
      expect(parseDisplayDateTime(bad, 'Asia/Shanghai'), bad).toBeNull();
    }
    // Round trip through a DST zone on both sides of the change.
    for (const text of ['2026-03-07 12:00:00', '2026-03-09 12:00:00', '2026-11-02 08:15:00']) {
      const sec = parseDisplayDateTime(text, 'America/New_York')!;
      expect(formatDateTime(sec, 'America/New_York')).toBe(text);
    }
  });

  it('buckets by display-zone day', () => {
    expect(startOfDay(NEAR_MIDNIGHT, 'Asia/Shanghai')).toBe(Date.UTC(2026, 10, 22, 16) / 1000);
    expect(lastDays(NEAR_MIDNIGHT, 3, 'Asia/Shanghai')).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    expect(lastDays(NEAR_MIDNIGHT, 2, 'UTC')).toEqual(['2026-11-21', '2026-11-22']);
    expect(lastDays(Date.UTC(2026, 2, 1, 12) / 1000, 2, 'UTC')).toEqual(['2026-02-28', '2026-03-01']);
    const counts = countByDay([NEAR_MIDNIGHT, NEAR_MIDNIGHT - 3600, NEAR_MIDNIGHT - 7200], 'Asia/Shanghai');
    expect(Object.fromEntries(counts)).toEqual({ '2026-11-23': 1, '2026-11-22': 2 });
  });

  it('DISPLAY_TZ defaults to Asia/Shanghai and must be an IANA name', () => {
    expect(loadConfig({}).displayTz).toBe('Asia/Shanghai');
    expect(loadConfig({ DISPLAY_TZ: 'America/New_York' }).displayTz).toBe('America/New_York');
    expect(() => loadConfig({ DISPLAY_TZ: 'Mars/Olympus' })).toThrow(ConfigError);
    expect(() => loadConfig({ DISPLAY_TZ: 'GMT+8; rm' })).toThrow(/DISPLAY_TZ/);
    expect(isValidTimeZone('UTC')).toBe(true);
  });
});

describeEngines('one clock: day buckets and report dates in DISPLAY_TZ', (engine) => {
  let t: TestApp;
  let utc: TestApp;
  beforeAll(async () => {
    [t, utc] = await Promise.all([createTestApp(engine), createTestApp(engine, { config: { displayTz: 'UTC' } })]);
    for (const app of [t, utc]) {
      await insertCatalogue(app);
      const db = app.database.db;
      // Everything happened at 2026-11-22 16:30 UTC = 2026-11-23 00:30 in Shanghai.
      for (const table of ['matters', 'products', 'samples', 'testing_reports'] as const)
        await db.updateTable(table).set({ created_at: NEAR_MIDNIGHT }).execute();
      await db.updateTable('testing_reports').set({ tested_at: NEAR_MIDNIGHT }).execute();
    }
  });
  afterAll(async () => {
    await Promise.all([t?.close(), utc?.close()]);
  });

  it('the workplace chart puts the records on their Shanghai day and ends on it', async () => {
    const now = NEAR_MIDNIGHT + 600;
    const points = await t.app.services.dashboard.contentData(7, now);
    expect(points.map((p) => p.x)).toEqual(lastDays(now, 7, 'Asia/Shanghai'));
    expect(points.at(-1)).toMatchObject({ x: '2026-11-23', matter: 3, product: 3, sample: 3, report: 2 });
    expect(points.slice(0, -1).every((p) => p.y === 0)).toBe(true);
    // Same data, DISPLAY_TZ=UTC: the day before, and the chart still ends on it.
    const inUtc = await utc.app.services.dashboard.contentData(7, now);
    expect(inUtc.at(-1)).toMatchObject({ x: '2026-11-22', matter: 3, report: 2 });
  });

  it('analytics days, weeks and months use the same days', async () => {
    const now = NEAR_MIDNIGHT + 600;
    const kpi = await t.app.services.analytics.analysis('matter', now);
    expect(kpi.chartData.at(-1)).toEqual({ x: '2026-11-23', y: 3 });
    expect(kpi.chartData).toHaveLength(14);
    const kpiUtc = await utc.app.services.analytics.analysis('matter', now);
    expect(kpiUtc.chartData.at(-1)).toEqual({ x: '2026-11-22', y: 3 });
    const period = await t.app.services.analytics.contentPeriod('zh-CN', now);
    expect(period.xAxis.at(-1)).toBe('2026-11');
    // At 2026-11-30 16:30 UTC it is already December in Shanghai.
    const december = await t.app.services.analytics.contentPeriod('zh-CN', Date.UTC(2026, 10, 30, 16, 30) / 1000);
    expect(december.xAxis.at(-1)).toBe('2026-12');
    expect(december.xAxis[0]).toBe('2026-01');
  });

  it('the report card list dates a report as its drawer does (检测日期 = day of 检测时间)', async () => {
    const res = await t.call('GET', '/api/list/quality-inspection?current=1&pageSize=10', { as: 'admin' });
    const card = res.data.list[0];
    expect(card.time).toBe(NEAR_MIDNIGHT);
    expect(card.data.find((d: { label: string }) => d.label === '检测日期').value).toBe('2026-11-23');
    expect(card.description).toContain('2026-11-23');
    const inUtc = await utc.call('GET', '/api/list/quality-inspection?current=1&pageSize=10', { as: 'admin' });
    expect(inUtc.data.list[0].description).toContain('2026-11-22');
  });

  it('health tells everyone the display zone', async () => {
    expect((await t.call('GET', '/api/health')).data.displayTz).toBe('Asia/Shanghai');
    expect((await utc.call('GET', '/api/health', { as: 'admin' })).data.displayTz).toBe('UTC');
  });
});
