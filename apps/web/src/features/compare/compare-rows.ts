/**
 * Pure helpers of the comparison table: which rows differ, and the union of rows that only
 * some records have (nutrition items, tested items).
 */

/** A value as compared: trimmed, inner whitespace collapsed; empty and "-" mean "nothing". */
export function normalise(value: string): string {
  const v = value.replace(/\s+/g, ' ').trim();
  return v === '-' ? '' : v;
}

/** True when not every record holds the same value (a missing value differs from a present one). */
export function valuesDiffer(values: readonly string[]): boolean {
  if (values.length < 2) return false;
  const first = normalise(values[0] ?? '');
  return values.some((v) => normalise(v) !== first);
}

/**
 * Rows keyed by item name across records, in first-seen order: each record contributes its
 * items; a record without an item gets null in that row.
 */
export function unionRows<T>(
  lists: readonly (readonly T[])[],
  keyOf: (item: T) => string,
): { key: string; cells: (T | null)[] }[] {
  const order: string[] = [];
  const byKey = new Map<string, (T | null)[]>();
  lists.forEach((list, col) => {
    for (const item of list) {
      const key = keyOf(item);
      let cells = byKey.get(key);
      if (!cells) {
        cells = lists.map(() => null);
        byKey.set(key, cells);
        order.push(key);
      }
      if (cells[col] === null) cells[col] = item;
    }
  });
  return order.map((key) => ({ key, cells: byKey.get(key)! }));
}
