import type { OperationLog } from '@yaoshi/contracts';

/** One changed field of a revision: its value before and after (absent = the record did not exist). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * Fields that only repeat what the revision line already says (who, when) or that count
 * readers: left out of the field table so it shows the content that changed.
 */
const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at', 'created_by', 'updated_by', 'view_count']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The field-by-field changes of one log entry. Updates store only the changed fields on both
 * sides; creates store the whole record after, deletes the whole record before: there the
 * fields that hold nothing are left out, and an unchanged value is never listed.
 */
export function fieldChanges(entry: Pick<OperationLog, 'action' | 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const out: FieldChange[] = [];
  for (const field of fields) {
    if (BOOKKEEPING.has(field)) continue;
    const b = before[field];
    const a = after[field];
    if (entry.action === 'update' ? same(a, b) : isEmpty(entry.action === 'delete' ? b : a)) continue;
    out.push({ field, before: b, after: a });
  }
  return out;
}

export function isEmpty(v: unknown): boolean {
  return (
    v === null ||
    v === undefined ||
    v === '' ||
    (Array.isArray(v) && v.length === 0) ||
    (typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).length === 0)
  );
}

/** Fields holding unix seconds (dates and times of the records). */
const TIME_FIELD = /(_at|_time|Time)$/;

/**
 * A value as text for the diff table: dates as days, lists joined, structures as compact JSON
 * (the table shows what changed, the detail page above shows it laid out).
 */
export function displayValue(
  field: string,
  v: unknown,
  o: { yes: string; no: string; formatDate: (sec: number) => string },
): string {
  if (isEmpty(v)) return '—';
  if (typeof v === 'boolean') return v ? o.yes : o.no;
  if (typeof v === 'number' && TIME_FIELD.test(field) && v > 0) return o.formatDate(v);
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number')) return v.join('、');
  return JSON.stringify(v);
}
