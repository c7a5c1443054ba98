import type { ColumnSettings } from '@yaoshi/contracts';

/**
 * The pure part of a list's column setting (ProTable-style): which columns show, in which
 * order, pinned to which side. The hook (use-column-settings.ts) stores it; this file only
 * computes, so it is unit-tested without a browser.
 */

export type Side = 'left' | 'right';

/** A column as the setting sees it (its key and the side it is pinned to by default). */
export interface ColumnDefault {
  key: string;
  fixed?: Side;
  /** Not shown until the person adds it in the column setting (keeps the default set narrow). */
  hidden?: boolean;
}

export interface ColumnState {
  key: string;
  fixed?: Side;
  hidden: boolean;
}

/** antd accepts `fixed: true` for left. */
export function sideOf(fixed: unknown): Side | undefined {
  if (fixed === true || fixed === 'left' || fixed === 'start') return 'left';
  if (fixed === 'right' || fixed === 'end') return 'right';
  return undefined;
}

/** A column's key: `key`, else its `dataIndex`. */
export function columnKeyOf(col: { key?: unknown; dataIndex?: unknown }, index: number): string {
  const key = col.key ?? col.dataIndex;
  return key === undefined || key === null ? `col-${index}` : Array.isArray(key) ? key.join('.') : String(key);
}

/**
 * Applies a saved setting to the list's columns as the code defines them now:
 * - order: the saved order, with columns the code added since inserted after their default
 *   predecessor (and saved keys the code no longer has dropped);
 * - pins: the saved ones once the person has arranged the columns, else the defaults;
 * - hidden: as saved for the columns the setting knows, else the column's default;
 *   never all of them;
 * - left-pinned columns first and right-pinned last, as the table needs.
 */
export function resolveColumns(defaults: ColumnDefault[], saved: ColumnSettings | null | undefined): ColumnState[] {
  const known = new Set(defaults.map((d) => d.key));
  const order: string[] = [];
  for (const key of saved?.order ?? []) if (known.has(key) && !order.includes(key)) order.push(key);
  defaults.forEach((d, i) => {
    if (order.includes(d.key)) return;
    const before = defaults
      .slice(0, i)
      .map((x) => x.key)
      .reverse()
      .find((k) => order.includes(k));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, d.key);
  });
  const arranged = (saved?.order.length ?? 0) > 0;
  const hidden = new Set(saved?.hidden ?? []);
  const seen = new Set([...(saved?.order ?? []), ...hidden]);
  const byKey = new Map(defaults.map((d) => [d.key, d]));
  const states: ColumnState[] = order.map((key) => ({
    key,
    fixed: arranged ? sideOf(saved!.fixed[key]) : byKey.get(key)!.fixed,
    hidden: seen.has(key) ? hidden.has(key) : !!byKey.get(key)!.hidden,
  }));
  if (states.length > 0 && states.every((s) => s.hidden)) states[0]!.hidden = false;
  const rank = (s: ColumnState) => (s.fixed === 'left' ? 0 : s.fixed === 'right' ? 2 : 1);
  return states
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s) - rank(b.s) || a.i - b.i)
    .map(({ s }) => s);
}

/** The setting to save for these states (complete, so it alone decides next time). */
export function settingsOf(states: ColumnState[]): ColumnSettings {
  const fixed: Record<string, Side> = {};
  for (const s of states) if (s.fixed) fixed[s.key] = s.fixed;
  return { order: states.map((s) => s.key), hidden: states.filter((s) => s.hidden).map((s) => s.key), fixed };
}

/** Moves the column at `from` to `to` (its pin is kept; resolveColumns puts pinned ones at their edge). */
export function moveColumn(states: ColumnState[], from: number, to: number): ColumnState[] {
  if (from === to || from < 0 || to < 0 || from >= states.length || to >= states.length) return states;
  const next = states.slice();
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export function toggleHidden(states: ColumnState[], key: string): ColumnState[] {
  const next = states.map((s) => (s.key === key ? { ...s, hidden: !s.hidden } : s));
  // The last visible column stays.
  return next.every((s) => s.hidden) ? states : next;
}

/** Pins a column to a side, or unpins it when it is already there. */
export function togglePin(states: ColumnState[], key: string, side: Side): ColumnState[] {
  return states.map((s) => (s.key === key ? { ...s, fixed: s.fixed === side ? undefined : side } : s));
}

/** Same setting? (to skip saving what did not change) */
export function sameSettings(a: ColumnSettings | null, b: ColumnSettings | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
