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
export const ANCHOR_STRIDE = 100;
/**
 * Pages starting below this offset are read by offset (at most ANCHORED_FROM rows skipped, no
 * anchor to learn); deeper ones start from an anchor. It is ten strides, not one: a deep page
 * skips fewer than STRIDE rows after its anchor, and every such skip is a LIMIT/OFFSET text of
 * its own on PostgreSQL (a named statement per text and connection, planned on its first five
 * runs: db/pg-statements.ts), so a stride of 100 leaves ten texts per page size of 10 where a
 * stride of 1000 left a hundred — and skips a tenth of the rows. Below it, shallow pages keep
 * the plain path (a filtered list's remembered total, one statement).
 */
export const ANCHORED_FROM = 1000;
const MAX_LISTS = 256;
/** Anchors kept over all lists (about 100 bytes each); the least recently used lists go first. */
export const MAX_ANCHORS = 100_000;

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
  /** Anchors held over all lists. */
  private held = 0;

  constructor(private readonly maxAnchors = MAX_ANCHORS) {}

  /** The anchors of a list at `version`, emptied when the table changed since. */
  private entry(list: string, version: number): Entry {
    let e = this.lists.get(list);
    if (e && e.version !== version) e = undefined;
    if (!e) {
      e = { version, anchors: new Map() };
      this.forget(list);
      if (this.lists.size >= MAX_LISTS) this.forget(this.lists.keys().next().value!);
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
    const { anchors } = this.entry(list, version);
    if (!anchors.has(index)) this.held++;
    anchors.set(index, anchor);
    // Past the bound, whole lists go, least recently used first (never the one just learnt).
    for (const [other] of this.lists) {
      if (this.held <= this.maxAnchors || other === list) break;
      this.forget(other);
    }
  }

  /** The anchor `index` of a list at whatever version it was learnt (the caller checks it). */
  peek(list: string, index: number): { version: number; anchor: Anchor } | undefined {
    const e = this.lists.get(list);
    const anchor = e?.anchors.get(index);
    return e && anchor ? { version: e.version, anchor } : undefined;
  }

  /** Drops a list's anchors (found stale). */
  forget(list: string) {
    this.held -= this.lists.get(list)?.anchors.size ?? 0;
    this.lists.delete(list);
  }

  /** Anchors held over all lists (tests). */
  get size(): number {
    return this.held;
  }
}
