import { afterEach, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import {
  DEFAULT_DISPLAY_TZ,
  displayDay,
  displayTimeZone,
  displayZoneOffset,
  formatClock,
  formatDate,
  formatTime,
  fromPickerValue,
  pickerDayEdge,
  setDisplayTimeZone,
  toPickerValue,
} from './format';

// 2026-11-22 16:30:00 UTC — already 2026-11-23 00:30 in Shanghai (the midnight case).
const NEAR_MIDNIGHT = Date.UTC(2026, 10, 22, 16, 30, 0) / 1000;

afterEach(() => {
  setDisplayTimeZone(DEFAULT_DISPLAY_TZ);
});

describe('formatTime / formatDate in the display zone', () => {
  it('shows Shanghai time by default, whatever the machine zone', () => {
    expect(displayTimeZone()).toBe('Asia/Shanghai');
    expect(formatTime(NEAR_MIDNIGHT)).toBe('2026-11-23 00:30:00');
    expect(formatDate(NEAR_MIDNIGHT)).toBe('2026-11-23');
    expect(formatClock(NEAR_MIDNIGHT)).toBe('00:30:00');
    expect(displayDay(NEAR_MIDNIGHT)).toEqual({ year: 2026, month: 11, day: 23 });
    expect(displayZoneOffset(NEAR_MIDNIGHT)).toBe('UTC+08:00');
  });

  it('follows the zone the server names, and ignores a name that is no zone', () => {
    expect(setDisplayTimeZone('America/New_York')).toBe(true);
    expect(formatTime(NEAR_MIDNIGHT)).toBe('2026-11-22 11:30:00');
    expect(formatDate(NEAR_MIDNIGHT)).toBe('2026-11-22');
    expect(setDisplayTimeZone('America/New_York')).toBe(false);
    expect(setDisplayTimeZone('Not/AZone')).toBe(false);
    expect(displayTimeZone()).toBe('America/New_York');
    expect(localStorage.getItem('yaoshi-display-tz')).toBe('America/New_York');
  });

  it('shows a dash for missing values', () => {
    expect(formatTime(undefined)).toBe('-');
    expect(formatTime(null)).toBe('-');
    expect(formatTime(0)).toBe('-');
    expect(formatTime(Number.NaN, '')).toBe('');
    expect(formatDate(undefined)).toBe('-');
  });
});

describe('date pickers edit display-zone wall-clock times', () => {
  it('round-trips a time through the picker value', () => {
    const value = toPickerValue(NEAR_MIDNIGHT)!;
    expect(value.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-23 00:30:00');
    expect(fromPickerValue(value)).toBe(NEAR_MIDNIGHT);
    expect(toPickerValue(null)).toBeNull();
    expect(fromPickerValue(null)).toBeNull();
  });

  it('a picked day spans 00:00–23:59:59 in the display zone', () => {
    const picked = dayjs('2026-11-23 12:00:00');
    expect(pickerDayEdge(picked, 'start')).toBe(Date.UTC(2026, 10, 22, 16) / 1000);
    expect(pickerDayEdge(picked, 'end')).toBe(Date.UTC(2026, 10, 23, 15, 59, 59) / 1000);
    setDisplayTimeZone('UTC');
    expect(pickerDayEdge(picked, 'start')).toBe(Date.UTC(2026, 10, 23) / 1000);
  });
});

describe('the cached zone formatter', () => {
  it('gives what dayjs tz() gives, across zones, DST changes and odd offsets', () => {
    const zones = [
      'Asia/Shanghai',
      'America/New_York',
      'Europe/London',
      'Asia/Kolkata',
      'America/St_Johns',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'UTC',
    ];
    // Around the 2026 DST changes (March, April, October, November) and a spread of other moments.
    const moments = [
      Date.UTC(2026, 2, 8, 6, 59, 59),
      Date.UTC(2026, 2, 8, 7, 0, 0),
      Date.UTC(2026, 2, 29, 0, 59, 59),
      Date.UTC(2026, 2, 29, 1, 0, 0),
      Date.UTC(2026, 3, 4, 15, 0, 0),
      Date.UTC(2026, 9, 25, 0, 59, 59),
      Date.UTC(2026, 9, 25, 1, 0, 0),
      Date.UTC(2026, 10, 1, 6, 0, 0),
      Date.UTC(1999, 11, 31, 23, 59, 59),
      Date.UTC(2038, 0, 19, 3, 14, 7),
    ].map((ms) => ms / 1000);
    for (let i = 0; i < 40; i++) moments.push(1_500_000_000 + i * 7_654_321 + 0.5);
    for (const zone of zones) {
      setDisplayTimeZone(zone);
      for (const sec of moments) {
        const expected = dayjs.unix(sec).tz(zone);
        expect(formatTime(sec), `${zone} ${sec}`).toBe(expected.format('YYYY-MM-DD HH:mm:ss'));
        expect(displayZoneOffset(sec), `${zone} ${sec}`).toBe(`UTC${expected.format('Z')}`);
      }
    }
  });
});
