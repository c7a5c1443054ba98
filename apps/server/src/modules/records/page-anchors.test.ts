import { describe, expect, it } from 'vitest';
import { ANCHOR_STRIDE, ANCHORED_FROM, PageAnchors } from './page-anchors';

const anchor = (i: number) => ({ value: 1_000_000 - i, id: i });

describe('PageAnchors', () => {
  it('keeps deep pages within one stride of their anchor, and shallow pages on the plain path', () => {
    expect(ANCHORED_FROM % ANCHOR_STRIDE).toBe(0);
    expect(ANCHORED_FROM).toBeGreaterThanOrEqual(ANCHOR_STRIDE);
  });

  it('forgets a list learnt at another version, and counts what it holds', () => {
    const a = new PageAnchors();
    for (let i = 1; i <= 5; i++) a.remember('list', 7, i, anchor(i));
    expect(a.size).toBe(5);
    expect(a.find('list', 7, 3)).toEqual({ start: 3, anchor: anchor(3) });
    expect(a.find('list', 7, 9)).toEqual({ start: 5, anchor: anchor(5) });
    a.remember('list', 8, 2, anchor(2)); // the table changed: the old anchors are gone
    expect(a.size).toBe(1);
    expect(a.near('list', 3)).toEqual({ version: 8, start: 2, anchor: anchor(2) });
    expect(a.near('list', 1)).toBeUndefined();
    expect(a.near('list', 2 + ANCHOR_STRIDE)).toBeUndefined(); // a stride or more away: not near
    a.forget('list');
    expect(a.size).toBe(0);
  });

  it('holds at most its bound of anchors, keeping the list being learnt and forgetting the others', () => {
    const a = new PageAnchors(10);
    for (let i = 1; i <= 4; i++) a.remember('old', 1, i, anchor(i));
    for (let i = 1; i <= 6; i++) a.remember('used', 1, i, anchor(i));
    expect(a.size).toBe(10);
    a.remember('new', 1, 1, anchor(1));
    expect(a.size).toBe(1);
    expect(a.near('old', 1)).toBeUndefined();
    expect(a.near('used', 1)).toBeUndefined();
    // A list bigger than the bound keeps its anchors (the page being read needs them).
    for (let i = 2; i <= 12; i++) a.remember('new', 1, i, anchor(i));
    expect(a.near('new', 12)).toMatchObject({ start: 12 });
    expect(a.size).toBe(12);
  });
});
