import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../src/config';
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
