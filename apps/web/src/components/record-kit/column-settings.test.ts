import { describe, expect, it } from 'vitest';
import {
  columnKeyOf,
  moveColumn,
  resolveColumns,
  settingsOf,
  sideOf,
  toggleHidden,
  togglePin,
  type ColumnDefault,
} from './column-settings';

const DEFAULTS: ColumnDefault[] = [
  { key: 'num', fixed: 'left' },
  { key: 'name', fixed: 'left' },
  { key: 'image' },
  { key: 'grade' },
  { key: 'status' },
  { key: 'ops', fixed: 'right' },
];
const keys = (s: { key: string }[]) => s.map((x) => x.key);

describe('column settings', () => {
  it('shows the defaults when nothing is saved', () => {
    const s = resolveColumns(DEFAULTS, null);
    expect(keys(s)).toEqual(['num', 'name', 'image', 'grade', 'status', 'ops']);
    expect(s.map((x) => x.fixed)).toEqual(['left', 'left', undefined, undefined, undefined, 'right']);
    expect(s.every((x) => !x.hidden)).toBe(true);
  });

  it('leaves default-hidden columns out until the person shows them', () => {
    const defaults: ColumnDefault[] = DEFAULTS.map((d) => (d.key === 'grade' ? { ...d, hidden: true } : d));
    expect(resolveColumns(defaults, null).find((x) => x.key === 'grade')!.hidden).toBe(true);
    // A saved setting decides for the columns it knows: here the person showed "grade".
    const shown = resolveColumns(defaults, settingsOf(toggleHidden(resolveColumns(defaults, null), 'grade')));
    expect(shown.find((x) => x.key === 'grade')!.hidden).toBe(false);
    // A column the saved setting does not know yet keeps its default.
    const older = resolveColumns(defaults, { order: ['num', 'name', 'image', 'status', 'ops'], hidden: [], fixed: {} });
    expect(older.find((x) => x.key === 'grade')!.hidden).toBe(true);
    expect(older.find((x) => x.key === 'image')!.hidden).toBe(false);
  });

  it('applies a saved order, hidden columns and pins', () => {
    const s = resolveColumns(DEFAULTS, {
      order: ['num', 'status', 'grade', 'name', 'image', 'ops'],
      hidden: ['image'],
      fixed: { num: 'left', ops: 'right' },
    });
    expect(keys(s)).toEqual(['num', 'status', 'grade', 'name', 'image', 'ops']);
    expect(s.find((x) => x.key === 'name')!.fixed).toBeUndefined();
    expect(s.find((x) => x.key === 'image')!.hidden).toBe(true);
  });

  it('keeps pinned columns at their edge, whatever the saved order', () => {
    const s = resolveColumns(DEFAULTS, {
      order: ['image', 'ops', 'grade', 'num', 'name', 'status'],
      hidden: [],
      fixed: { num: 'left', grade: 'right', ops: 'right' },
    });
    expect(keys(s)).toEqual(['num', 'image', 'name', 'status', 'ops', 'grade']);
  });

  it('inserts columns added since the setting was saved after their default predecessor, and drops gone ones', () => {
    const s = resolveColumns(DEFAULTS, {
      order: ['num', 'name', 'gone', 'status', 'ops'],
      hidden: ['gone'],
      fixed: { num: 'left', name: 'left', ops: 'right' },
    });
    expect(keys(s)).toEqual(['num', 'name', 'image', 'grade', 'status', 'ops']);
  });

  it('uses the default pins while only visibility was saved', () => {
    const s = resolveColumns(DEFAULTS, { order: [], hidden: ['grade'], fixed: {} });
    expect(s.find((x) => x.key === 'num')!.fixed).toBe('left');
    expect(s.find((x) => x.key === 'grade')!.hidden).toBe(true);
  });

  it('never hides every column', () => {
    const s = resolveColumns(DEFAULTS, { order: [], hidden: keys(DEFAULTS), fixed: {} });
    expect(s.filter((x) => !x.hidden).map((x) => x.key)).toEqual(['num']);
    const one = resolveColumns([{ key: 'a' }, { key: 'b' }], { order: [], hidden: ['b'], fixed: {} });
    expect(toggleHidden(one, 'a')).toBe(one);
    expect(toggleHidden(one, 'b').every((x) => !x.hidden)).toBe(true);
  });

  it('round-trips through the saved form', () => {
    let s = resolveColumns(DEFAULTS, null);
    s = moveColumn(s, 4, 2); // status before image
    s = toggleHidden(s, 'image');
    s = togglePin(s, 'name', 'left'); // unpin name
    const saved = settingsOf(s);
    expect(saved).toEqual({
      order: ['num', 'name', 'status', 'image', 'grade', 'ops'],
      hidden: ['image'],
      fixed: { num: 'left', ops: 'right' },
    });
    expect(resolveColumns(DEFAULTS, saved)).toEqual(resolveColumns(DEFAULTS, saved));
    expect(keys(resolveColumns(DEFAULTS, saved))).toEqual(['num', 'name', 'status', 'image', 'grade', 'ops']);
  });

  it('moves within bounds only', () => {
    const s = resolveColumns(DEFAULTS, null);
    expect(moveColumn(s, 0, -1)).toBe(s);
    expect(moveColumn(s, 5, 6)).toBe(s);
    expect(keys(moveColumn(s, 2, 3))).toEqual(['num', 'name', 'grade', 'image', 'status', 'ops']);
  });

  it('reads antd pins and keys', () => {
    expect(sideOf(true)).toBe('left');
    expect(sideOf('right')).toBe('right');
    expect(sideOf(undefined)).toBeUndefined();
    expect(columnKeyOf({ dataIndex: ['a', 'b'] }, 0)).toBe('a.b');
    expect(columnKeyOf({}, 3)).toBe('col-3');
    expect(columnKeyOf({ key: 'num', dataIndex: 'x' }, 0)).toBe('num');
  });
});
