/**
 * Page anchors: the sort key of every STRIDE-th row of a list, learnt as deep pages are asked for,
 * so a deep page seeks from the anchor below it and skips fewer than STRIDE rows.
 */
export const ANCHOR_STRIDE = 100;
/** Pages starting below this offset are read by offset; deeper ones start from an anchor. */
export const ANCHORED_FROM = 1000;
/** Anchors kept over all lists (about 100 bytes each); past it, every other list is forgotten. */
export const MAX_ANCHORS = 100_000;

export interface Anchor {
  /** Sort column value and id of the row at position index × STRIDE − 1. */
  value: unknown;
  id: number;
}

export class PageAnchors {
  private lists = new Map<string, { version: number; anchors: Map<number, Anchor> }>();
  private held = 0;

  constructor(private readonly maxAnchors = MAX_ANCHORS) {}

  /** The anchor `index` if known at `version`, else the nearest known one below it (or none). */
  find(list: string, version: number, index: number): { index: number; anchor: Anchor } | undefined {
    const e = this.lists.get(list);
    if (!e || e.version !== version) return undefined;
    let best: { index: number; anchor: Anchor } | undefined;
    for (const [i, anchor] of e.anchors) if (i <= index && (!best || i > best.index)) best = { index: i, anchor };
    return best;
  }

  remember(list: string, version: number, index: number, anchor: Anchor) {
    let e = this.lists.get(list);
    if (!e || e.version !== version) {
      this.forget(list);
      this.lists.set(list, (e = { version, anchors: new Map() }));
    }
    if (!e.anchors.has(index)) this.held++;
    e.anchors.set(index, anchor);
    if (this.held > this.maxAnchors) {
      for (const other of [...this.lists.keys()]) if (other !== list) this.forget(other);
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
