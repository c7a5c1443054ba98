import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { isTimeZone, zoneOffsetSeconds } from '@yaoshi/contracts';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * One clock: every date is shown in the server's display zone (DISPLAY_TZ, told by
 * /api/health), never in the browser's zone — a curator in New York and one in Beijing see the same
 * 检测时间 and the same chart days. Until the server has answered, the server's default is assumed.
 */
export const DEFAULT_DISPLAY_TZ = 'Asia/Shanghai';
const STORAGE_KEY = 'yaoshi-display-tz';

function validZone(tz: unknown): tz is string {
  return typeof tz === 'string' && tz !== '' && isTimeZone(tz);
}

function storedZone(): string {
  try {
    const tz = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    return validZone(tz) ? tz : DEFAULT_DISPLAY_TZ;
  } catch {
    return DEFAULT_DISPLAY_TZ;
  }
}

let zone = storedZone();

/** The IANA zone dates are shown in. */
export function displayTimeZone(): string {
  return zone;
}

/** Sets the display zone (an invalid name is ignored); true when it changed. Remembered for the next start. */
export function setDisplayTimeZone(tz: string | null | undefined): boolean {
  // The same zone first: without Temporal, checking a name builds a time-zone formatter (ICU data), slow on a phone.
  if (tz === zone || !validZone(tz)) return false;
  zone = tz;
  try {
    localStorage.setItem(STORAGE_KEY, tz);
  } catch {
    // Private mode: the zone is asked for again next time.
  }
  return true;
}

/**
 * The zone's UTC offset in minutes at a moment, from one cached formatter per zone
 * (zoneOffsetSeconds). dayjs's tz() builds a new formatter on every call and parses its text
 * back, which slowed a list's first rows on a phone.
 */
const offsetMinutes = (sec: number, tz: string): number => zoneOffsetSeconds(sec, tz) / 60;

/** Builds the display zone's formatter ahead of the first date (see RecordListPage). */
export function warmDisplayZone(): void {
  offsetMinutes(Date.now() / 1000, zone);
}

/** A Unix time as a dayjs in the display zone's offset at that moment (what dayjs's tz() gives, cheaper). */
function inZone(sec: number): Dayjs {
  return dayjs.unix(sec).utcOffset(offsetMinutes(sec, zone));
}

/** The zone's UTC offset at that moment, as `UTC+08:00`. */
export function displayZoneOffset(sec = Date.now() / 1000): string {
  return `UTC${inZone(sec).format('Z')}`;
}

const missing = (sec: number | null | undefined): sec is null | undefined =>
  sec === null || sec === undefined || !Number.isFinite(sec) || sec <= 0;

/** Unix seconds in the display zone, in any dayjs format. */
export function formatIn(sec: number, format: string): string {
  return inZone(sec).format(format);
}

/** SPEC §3: date-times travel as Unix seconds and are shown as YYYY-MM-DD HH:mm:ss (display zone). */
export function formatTime(sec: number | null | undefined, fallback = '-'): string {
  return missing(sec) ? fallback : formatIn(sec, DATE_TIME_FORMAT);
}

/** The display-zone day of a Unix time, YYYY-MM-DD. */
export function formatDate(sec: number | null | undefined, fallback = '-'): string {
  return missing(sec) ? fallback : formatIn(sec, DATE_FORMAT);
}

/** HH:mm:ss in the display zone (chart axes of the live monitor). */
export function formatClock(sec: number | null | undefined, fallback = '-'): string {
  return missing(sec) ? fallback : formatIn(sec, 'HH:mm:ss');
}

/** Year, month (1–12) and day of a Unix time in the display zone (citations write their own date styles). */
export function displayDay(sec: number): { year: number; month: number; day: number } {
  const d = inZone(sec);
  return { year: d.year(), month: d.month() + 1, day: d.date() };
}

/**
 * Date pickers work in the browser's zone; to let them show and edit display-zone wall-clock times, a
 * picker holds a "naive" dayjs whose local fields are the display-zone fields of the time.
 */
export function toPickerValue(sec: number | null | undefined): Dayjs | null {
  return missing(sec) ? null : dayjs(formatIn(sec, DATE_TIME_FORMAT));
}

/** A picker's value back to Unix seconds, reading its fields as a display-zone wall-clock time. */
export function fromPickerValue(value: Dayjs | null | undefined): number | null {
  if (!value || !value.isValid()) return null;
  return dayjs.tz(value.format(DATE_TIME_FORMAT), zone).unix();
}

/** Unix seconds of the start (00:00:00) or end (23:59:59) of a picked day in the display zone. */
export function pickerDayEdge(value: Dayjs | null | undefined, edge: 'start' | 'end'): number | null {
  if (!value || !value.isValid()) return null;
  return fromPickerValue(edge === 'start' ? value.startOf('day') : value.endOf('day').millisecond(0));
}
