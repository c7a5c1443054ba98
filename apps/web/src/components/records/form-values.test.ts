import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { fromUnix, normalizeBody, pickFields, toUnix } from './form-values';

describe('form values', () => {
  it('converts between dayjs and Unix seconds', () => {
    expect(toUnix(dayjs.unix(1_700_000_000))).toBe(1_700_000_000);
    expect(toUnix(null)).toBeNull();
    expect(fromUnix(1_700_000_000)?.unix()).toBe(1_700_000_000);
    expect(fromUnix(null)).toBeNull();
  });
  it('picks fields and normalises a body', () => {
    expect(pickFields({ a: 1, b: 2, c: 3 }, ['a', 'c', 'z'])).toEqual({ a: 1, c: 3 });
    expect(normalizeBody({ a: ' x ', b: undefined, c: 0 })).toEqual({ a: 'x', c: 0 });
  });
});
