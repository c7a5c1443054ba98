import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, formatMs } from './metric-format';

describe('metric formats', () => {
  it('formats milliseconds', () => {
    expect(formatMs(null)).toBe('-');
    expect(formatMs(2.345)).toBe('2.3 ms');
    expect(formatMs(219.07)).toBe('219 ms');
  });
  it('formats bytes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(7.3 * 1024 * 1024)).toBe('7.3 MB');
    expect(formatBytes(40 * 1024 * 1024 * 1024)).toBe('40 GB');
  });
  it('formats durations', () => {
    expect(formatDuration(115)).toBe('1m 55s');
    expect(formatDuration(3 * 3600 + 120)).toBe('3h 2m');
    expect(formatDuration(2 * 86400 + 3600)).toBe('2d 1h');
  });
});
