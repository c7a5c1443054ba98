/** JSON text columns ↔ values. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** A nullable number column as read from either engine (PostgreSQL answers bigint as a string). */
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export const toJson = (value: unknown): string => JSON.stringify(value ?? null);

/** First image of a JSON image list, or null. */
export function firstImage(images: string): string | null {
  const list = parseJson<string[]>(images, []);
  return list[0] ?? null;
}

/** Only the fields that changed, as before/after pairs for the audit log. */
export function changes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return { before: b, after: a };
}

/** Next record number after `last` (P-000123 → P-000124), keeping the width. */
export function nextNum(prefix: string, last: string | null, width: number): string {
  const n = last ? Number(last.slice(prefix.length).replace(/\D/g, '')) || 0 : 0;
  return `${prefix}${String(n + 1).padStart(width, '0')}`;
}
