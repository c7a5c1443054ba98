import type { Dayjs } from 'dayjs';
import { fromPickerValue, toPickerValue } from '@/lib/format';

/** DatePicker value → Unix seconds (null when empty); the picked fields are display-zone (DISPLAY_TZ) time. */
export function toUnix(value: Dayjs | null | undefined): number | null {
  return fromPickerValue(value);
}

/** Unix seconds → DatePicker value showing the display-zone time. */
export function fromUnix(sec: number | null | undefined): Dayjs | null {
  return toPickerValue(sec);
}

/** Picks the listed keys of a record (the editable fields of a detail answer). */
export function pickFields<T extends object>(record: T, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (key in record) out[key] = (record as Record<string, unknown>)[key];
  return out;
}

/** Trims strings and turns undefined optional inputs into the field's empty value. */
export function normalizeBody(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}
