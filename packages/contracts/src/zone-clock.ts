/**
 * Wall clocks in an IANA time zone (the server's display time, the web's dates). Where the
 * runtime has Temporal (recent Chromium and Firefox; this machine's Chromium 156 does), from
 * Temporal; otherwise from Intl, with one formatter per zone. Both read the same tz database and
 * give the same fields. Temporal is preferred because building the first Intl formatter for a
 * zone loads ICU's zone and pattern data: 35–220 ms on this machine's Chromium (measured) against
 * 2–5 ms for Temporal — a long task in the middle of a list's first rows on a phone (Lighthouse
 * TBT).
 */

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The part of Temporal used here (TypeScript's lib has no Temporal yet). */
interface ZonedLike extends WallClock {
  offsetNanoseconds: number;
}
interface TemporalLike {
  Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(tz: string): ZonedLike } };
}

/** Temporal when the runtime has it. Node 24 has it only with --harmony-temporal (see the test). */
export const temporal = (globalThis as { Temporal?: TemporalLike }).Temporal;

/** Temporal's zoned time of a Unix time, or null (no Temporal, or a zone it refuses: Intl decides). */
function zoned(sec: number, tz: string): ZonedLike | null {
  if (!temporal) return null;
  try {
    return temporal.Instant.fromEpochMilliseconds(Math.floor(sec * 1000)).toZonedDateTimeISO(tz);
  } catch {
    return null;
  }
}

/** Whether `tz` names a time zone the runtime knows (without building an Intl formatter when Temporal can tell). */
export function isTimeZone(tz: string): boolean {
  if (zoned(0, tz)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

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

/** Wall-clock fields of a Unix time in `tz`, from Intl (what wallClock does without Temporal). */
export function intlWallClock(sec: number, tz: string): WallClock {
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

/** Wall-clock fields of a Unix time in `tz`. */
export function wallClock(sec: number, tz: string): WallClock {
  const z = zoned(sec, tz);
  if (!z) return intlWallClock(sec, tz);
  return { year: z.year, month: z.month, day: z.day, hour: z.hour, minute: z.minute, second: z.second };
}

/** Offset of `tz` from UTC at that instant, from Intl's wall clock, in seconds. */
export function intlZoneOffsetSeconds(sec: number, tz: string): number {
  const w = intlWallClock(Math.floor(sec), tz);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) / 1000;
  return asUtc - Math.floor(sec);
}

/** Offset of `tz` from UTC at that instant, in seconds (Asia/Shanghai: +28800). */
export function zoneOffsetSeconds(sec: number, tz: string): number {
  const z = zoned(Math.floor(sec), tz);
  return z ? Math.round(z.offsetNanoseconds / 1e9) : intlZoneOffsetSeconds(sec, tz);
}
