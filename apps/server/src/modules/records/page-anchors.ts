/**
 * Page anchors: for a list (its query without paging) the sort key of every STRIDE-th row,
 * learnt as deep pages are asked for. Page `current=25000` then starts from the anchor just
 * before it (a keyset seek) and skips fewer than STRIDE rows, instead of skipping 250,000
 * rows on every request. An anchor is valid only for the table version it was read at, so a
 * stale one is never used. The version (see anchored-page.repository.ts):
 * - SQLite: table_versions, a counter row bumped by triggers in the writer's transaction;
 * - PostgreSQL: `<table>_write_seq`, a sequence bumped by a statement trigger (migration
 *   0008). It moves before the writer commits, so anchors are only learnt while no
 *   transaction holds a write lock on the table, and a cached one is used only when the
 *   sequence read inside the page's own statement still equals its version.
 */
export const ANCHOR_STRIDE = 1000;
const MAX_LISTS = 256;

export interface Anchor {
  /** Sort column value and id of the row at position index × STRIDE − 1. */
  value: unknown;
  id: number;
}

interface Entry {
  version: number;
  anchors: Map<number, Anchor>;
}

export class PageAnchors {
  private lists = new Map<string, Entry>();

  /** The anchors of a list at `version`, emptied when the table changed since. */
  private entry(list: string, version: number): Entry {
    let e = this.lists.get(list);
    if (e && e.version !== version) e = undefined;
    if (!e) {
      e = { version, anchors: new Map() };
      if (this.lists.size >= MAX_LISTS) this.lists.delete(this.lists.keys().next().value!);
    } else {
      this.lists.delete(list); // re-insert: most recently used last
    }
    this.lists.set(list, e);
    return e;
  }

  /** The anchor `index` if known, else the nearest known one below it (or none). */
  find(list: string, version: number, index: number): { index: number; anchor: Anchor } | undefined {
    const { anchors } = this.entry(list, version);
    const exact = anchors.get(index);
    if (exact) return { index, anchor: exact };
    let best: { index: number; anchor: Anchor } | undefined;
    for (const [i, anchor] of anchors) if (i < index && (!best || i > best.index)) best = { index: i, anchor };
    return best;
  }

  remember(list: string, version: number, index: number, anchor: Anchor) {
    this.entry(list, version).anchors.set(index, anchor);
  }

  /** The anchor `index` of a list at whatever version it was learnt (the caller checks it). */
  peek(list: string, index: number): { version: number; anchor: Anchor } | undefined {
    const e = this.lists.get(list);
    const anchor = e?.anchors.get(index);
    return e && anchor ? { version: e.version, anchor } : undefined;
  }

  /** Drops a list's anchors (found stale). */
  forget(list: string) {
    this.lists.delete(list);
  }
}
