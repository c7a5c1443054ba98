/**
 * Wall clocks in an IANA time zone from Intl alone (the server's display time, the web's dates):
 * one formatter per zone, since building one loads the zone's ICU data (slow on a phone).
 */

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** Wall-clock fields of a Unix time in `tz`. */
export function wallClock(sec: number, tz: string): WallClock {
  const out: Record<string, number> = {};
  for (const p of formatterFor(tz).formatToParts(new Date(sec * 1000))) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out.year!,
    month: out.month!,
    day: out.day!,
    hour: out.hour! % 24,
    minute: out.minute!,
    second: out.second!,
  };
}

/** Offset of `tz` from UTC at that instant, in seconds (Asia/Shanghai: +28800). */
export function zoneOffsetSeconds(sec: number, tz: string): number {
  const w = wallClock(Math.floor(sec), tz);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) / 1000;
  return asUtc - Math.floor(sec);
}
