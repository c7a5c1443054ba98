import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { intlWallClock, intlZoneOffsetSeconds, isTimeZone, temporal, wallClock, zoneOffsetSeconds } from './zone-clock';

const ZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'UTC',
];
// Around DST changes (New York 2026-03-08, London 2026-10-25, China's 1986–1991 summer time), before
// 1970, and second boundaries.
const INSTANTS = [
  0, -1, 1_772_953_199, 1_772_953_200, 1_792_889_999, 1_792_890_000, 516_301_200, 526_924_800, -631_152_000,
  1_793_491_187.999,
];

describe('zone clock', () => {
  it('gives wall clocks and offsets (the runtime at hand)', () => {
    expect(zoneOffsetSeconds(1_793_491_187, 'Asia/Shanghai')).toBe(28_800);
    expect(wallClock(1_793_491_187, 'Asia/Shanghai')).toEqual({
      year: 2026,
      month: 11,
      day: 1,
      hour: 7,
      minute: 59,
      second: 47,
    });
    expect(zoneOffsetSeconds(1_772_953_200, 'America/New_York')).toBe(-4 * 3600);
    expect(zoneOffsetSeconds(1_772_953_199, 'America/New_York')).toBe(-5 * 3600);
    expect(() => zoneOffsetSeconds(0, 'Not/AZone')).toThrow(RangeError);
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Not/AZone')).toBe(false);
  });

  // Compared on Node 24 (the target; CI runs it), whose V8 has Temporal behind the flag; an older
  // Node's flag (Node 22, also supported) is not relied on.
  const nodeMajor = Number(process.versions.node.split('.')[0]);
  it.skipIf(nodeMajor < 24)('Temporal and Intl agree (Temporal from node --harmony-temporal)', () => {
    // Node 24 has Temporal only behind a flag: the comparison runs in a child process that has it.
    const script = `
      const m = await import(${JSON.stringify(fileURLToPath(new URL('./zone-clock.ts', import.meta.url)))});
      const out = { temporal: !!m.temporal, diffs: [] };
      for (const tz of ['Asia/Shanghai', 'UTC', 'Not/AZone', 'asia/shanghai', '']) if (m.isTimeZone(tz) !== (() => { try { new Intl.DateTimeFormat('en-US', { timeZone: tz }); return true; } catch { return false; } })()) out.diffs.push({ tz, isTimeZone: m.isTimeZone(tz) });
      for (const tz of ${JSON.stringify(ZONES)}) for (const s of ${JSON.stringify(INSTANTS)}) {
        const a = [m.zoneOffsetSeconds(s, tz), m.wallClock(s, tz)], b = [m.intlZoneOffsetSeconds(s, tz), m.intlWallClock(s, tz)];
        if (JSON.stringify(a) !== JSON.stringify(b)) out.diffs.push({ tz, s, a, b });
      }
      console.log(JSON.stringify(out));`;
    const res = JSON.parse(
      execFileSync(process.execPath, ['--harmony-temporal', '--import', 'tsx', '--input-type=module', '-e', script], {
        encoding: 'utf8',
      }),
    ) as { temporal: boolean; diffs: unknown[] };
    expect(res.temporal).toBe(true);
    expect(res.diffs).toEqual([]);
  });

  it('uses Intl where there is no Temporal', () => {
    if (temporal) return; // a runtime with Temporal: the test above compares both
    expect(zoneOffsetSeconds(516_301_200, 'Asia/Shanghai')).toBe(intlZoneOffsetSeconds(516_301_200, 'Asia/Shanghai'));
    expect(wallClock(0, 'Asia/Kolkata')).toEqual(intlWallClock(0, 'Asia/Kolkata'));
  });
});
