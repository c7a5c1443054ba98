import dayjs from 'dayjs';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** SPEC §3: date-times travel as Unix seconds and are shown as YYYY-MM-DD HH:mm:ss. */
export function formatTime(sec: number | null | undefined, fallback = '-'): string {
  if (sec === null || sec === undefined || !Number.isFinite(sec) || sec <= 0) return fallback;
  return dayjs.unix(sec).format(DATE_TIME_FORMAT);
}

export function formatDate(sec: number | null | undefined, fallback = '-'): string {
  if (sec === null || sec === undefined || !Number.isFinite(sec) || sec <= 0) return fallback;
  return dayjs.unix(sec).format('YYYY-MM-DD');
}
