import { isTimeZone, type WallClock, wallClock, zoneOffsetSeconds } from '@yaoshi/contracts';

/**
 * One clock: every date people see — tables, drawers, cards, chart day axes, exports — is in
 * one display time zone, the server setting DISPLAY_TZ (default Asia/Shanghai). Times travel as Unix seconds;
 * only showing, parsing typed dates and bucketing by day depend on the zone. Built on Intl (no tz database of
 * our own): Node ships full ICU, so every IANA name works and DST zones are handled.
 */

export const DEFAULT_DISPLAY_TZ = 'Asia/Shanghai';

/** True when `name` is an IANA time zone the runtime knows (e.g. Asia/Shanghai, America/New_York, UTC): zone-clock's isTimeZone, for names of zone characters only. */
export function isValidTimeZone(name: string): boolean {
  return !!name && /^[A-Za-z0-9_+\-/]+$/.test(name) && isTimeZone(name);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD HH:mm:ss` in the display zone. */
export function formatDateTime(sec: number, tz: string): string {
  const w = wallClock(sec, tz);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** `YYYY-MM-DD` in the display zone — the day a record belongs to. */
export function formatDate(sec: number, tz: string): string {
  const w = wallClock(sec, tz);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** Unix seconds of a wall-clock time in `tz` (the earlier instant when a DST fold repeats it). */
export function wallClockToUnix(p: WallClock, tz: string): number {
  const guess = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) / 1000;
  // Two rounds settle the offset on both sides of a DST change.
  let t = guess - zoneOffsetSeconds(guess, tz);
  t = guess - zoneOffsetSeconds(t, tz);
  return t;
}

const TYPED = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Parses what people type or what an export wrote: `YYYY-MM-DD`, `YYYY-MM-DD HH:mm` or `YYYY-MM-DD HH:mm:ss`
 * (a `T` instead of the space is accepted), read as a wall-clock time in `tz`. Returns Unix seconds, or null
 * when the text is not such a date or names an impossible one (2026-02-30, 24:00).
 */
export function parseDisplayDateTime(text: string, tz: string): number | null {
  const m = TYPED.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(
    Number,
  ) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return wallClockToUnix({ year, month, day, hour, minute, second }, tz);
}

/** Unix seconds of 00:00:00 of the display-zone day that contains `sec`. */
export function startOfDay(sec: number, tz: string): number {
  const w = wallClock(sec, tz);
  return wallClockToUnix({ year: w.year, month: w.month, day: w.day, hour: 0, minute: 0, second: 0 }, tz);
}

/**
 * Day bucketing for charts: the display-zone day keys (`YYYY-MM-DD`) of the `days` days ending with the day
 * that contains `endSec`, oldest first. Steps by calendar day, so a 23- or 25-hour DST day is still one day.
 */
export function lastDays(endSec: number, days: number, tz: string): string[] {
  const w = wallClock(endSec, tz);
  const out: string[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(w.year, w.month - 1, w.day - i));
    out.push(`${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);
  }
  return out;
}

/** The display-zone day key of each time, counted: { '2026-11-23': 4, ... } (for chart series). */
export function countByDay(times: Iterable<number>, tz: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of times) {
    const key = formatDate(t, tz);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * Day number (days since 1970-01-01) of the display-zone calendar day that contains `sec`: the `day` of
 * record_views, so "most viewed" counts the same days as every chart. 2026-11-22 16:30 UTC is 2026-11-23 in
 * Shanghai, so it counts on 2026-11-23's number.
 */
export function dayNumber(sec: number, tz: string): number {
  const w = wallClock(Math.floor(sec), tz);
  return Math.floor(Date.UTC(w.year, w.month - 1, w.day) / 86_400_000);
}

/** The day key `n` calendar days after `key` (negative: before). */
export function addDays(key: string, n: number): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + n));
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** Unix seconds of 00:00 of a display-zone day key (`YYYY-MM-DD`). */
export function dayKeyStart(key: string, tz: string): number {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return wallClockToUnix({ year, month, day, hour: 0, minute: 0, second: 0 }, tz);
}

/**
 * Chart buckets: `count` spans of `stepDays` days, the last one containing `endSec`, oldest first —
 * each span's first day key (the label) and the count+1 edges (Unix seconds of each span's 00:00 in `tz`).
 */
export function dayBuckets(endSec: number, count: number, tz: string, stepDays = 1) {
  const first = addDays(formatDate(endSec, tz), -(count * stepDays - 1));
  const labels = Array.from({ length: count }, (_, k) => addDays(first, k * stepDays));
  const edges = Array.from({ length: count + 1 }, (_, k) => dayKeyStart(addDays(first, k * stepDays), tz));
  return { labels, edges };
}

/** The last `count` calendar months in `tz` ending with the one containing `endSec`: labels `YYYY-MM` and edges. */
export function monthBuckets(endSec: number, count: number, tz: string) {
  const w = wallClock(endSec, tz);
  const monthStart = (k: number) => {
    const d = new Date(Date.UTC(w.year, w.month - 1 - (count - 1) + k, 1));
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
  };
  const labels = Array.from({ length: count }, (_, k) => {
    const m = monthStart(k);
    return `${pad(m.year, 4)}-${pad(m.month)}`;
  });
  const edges = Array.from({ length: count + 1 }, (_, k) =>
    wallClockToUnix({ ...monthStart(k), day: 1, hour: 0, minute: 0, second: 0 }, tz),
  );
  return { labels, edges };
}
