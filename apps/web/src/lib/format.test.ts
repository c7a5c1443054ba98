import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { formatTime } from './format';

describe('formatTime', () => {
  it('formats Unix seconds as YYYY-MM-DD HH:mm:ss (local time)', () => {
    const sec = dayjs('2024-03-05 07:08:09').unix();
    expect(formatTime(sec)).toBe('2024-03-05 07:08:09');
  });

  it('shows a dash for missing values', () => {
    expect(formatTime(undefined)).toBe('-');
    expect(formatTime(null)).toBe('-');
    expect(formatTime(0)).toBe('-');
    expect(formatTime(Number.NaN, '')).toBe('');
  });
});
