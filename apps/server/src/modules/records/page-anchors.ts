/**
 * Page anchors: sort keys of rows of a list at known positions, so a deep page seeks from the
 * anchor below it and skips fewer than STRIDE rows. Learnt two ways: every STRIDE-th row by a
 * walk of the list (when it pays: random deep pages), and the row just before a page read by
 * offset (the same page asked for again). Kept by where the page after the anchor starts.
 */
export const ANCHOR_STRIDE = 100;
/** Pages starting below this offset are read by offset; deeper ones start from an anchor. */
export const ANCHORED_FROM = 1000;
/** Anchors kept over all lists (about 100 bytes each); past it, every other list is forgotten. */
export const MAX_ANCHORS = 100_000;

export interface Anchor {
  /** Sort column value and id of the row at position start − 1 (a stride's: index × STRIDE − 1). */
  value: unknown;
  id: number;
}

export class PageAnchors {
  private lists = new Map<string, { version: number; anchors: Map<number, Anchor> }>();
  private held = 0;

  constructor(private readonly maxAnchors = MAX_ANCHORS) {}

  /** The anchor at `start` if known at `version`, else the nearest known one below it (or none). */
  find(list: string, version: number, start: number): { start: number; anchor: Anchor } | undefined {
    const e = this.lists.get(list);
    if (!e || e.version !== version) return undefined;
    let best: { start: number; anchor: Anchor } | undefined;
    for (const [i, anchor] of e.anchors) if (i <= start && (!best || i > best.start)) best = { start: i, anchor };
    return best;
  }

  remember(list: string, version: number, start: number, anchor: Anchor) {
    let e = this.lists.get(list);
    if (!e || e.version !== version) {
      this.forget(list);
      this.lists.set(list, (e = { version, anchors: new Map() }));
    }
    if (!e.anchors.has(start)) this.held++;
    e.anchors.set(start, anchor);
    if (this.held > this.maxAnchors) {
      for (const other of [...this.lists.keys()]) if (other !== list) this.forget(other);
    }
  }

  /**
   * The nearest anchor at or below `start` and less than a stride from it, at whatever version
   * the list's anchors were learnt (the caller checks it).
   */
  near(list: string, start: number): { version: number; start: number; anchor: Anchor } | undefined {
    const e = this.lists.get(list);
    if (!e) return undefined;
    const found = this.find(list, e.version, start);
    return found && start - found.start < ANCHOR_STRIDE ? { version: e.version, ...found } : undefined;
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
