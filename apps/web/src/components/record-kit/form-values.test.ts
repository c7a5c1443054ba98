import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { fromUnix, normalizeBody, pickFields, toUnix } from './form-values';

describe('form values', () => {
  it('converts between picker values (display-zone wall clock) and Unix seconds', () => {
    // 1_700_000_000 = 2023-11-14 22:13:20 UTC = 2023-11-15 06:13:20 in Asia/Shanghai (DISPLAY_TZ default).
    expect(fromUnix(1_700_000_000)?.format('YYYY-MM-DD HH:mm:ss')).toBe('2023-11-15 06:13:20');
    expect(toUnix(dayjs('2023-11-15 06:13:20'))).toBe(1_700_000_000);
    expect(toUnix(fromUnix(1_700_000_000))).toBe(1_700_000_000);
    expect(toUnix(null)).toBeNull();
    expect(fromUnix(null)).toBeNull();
  });
  it('picks fields and normalises a body', () => {
    expect(pickFields({ a: 1, b: 2, c: 3 }, ['a', 'c', 'z'])).toEqual({ a: 1, c: 3 });
    expect(normalizeBody({ a: ' x ', b: undefined, c: 0 })).toEqual({ a: 'x', c: 0 });
  });
});
