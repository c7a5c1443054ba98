/**
 * PostgreSQL: search totals remembered per list and words at the table's write version, as
 * page anchors are (page-anchors.ts, same protocol). Counting the matches of a common word
 * visits every matching row's heap page (a GIN index cannot answer a count alone: ~4,500
 * pages, ~10 ms for 山药 at a million samples), while the page itself is a short walk of the
 * sort index. A total is learnt only from a version read while no transaction holds a write
 * lock on the table, kept only if the counting statement saw the same version, and used only
 * while the sequence read inside the page's own statement still equals it — so it is exact:
 * any write since makes the next page count again. Per process, never shared: another server
 * learns its own.
 */
const MAX_TOTALS = 512;

export class SearchTotals {
  private totals = new Map<string, { version: number; total: number }>();

  get(key: string): { version: number; total: number } | undefined {
    const e = this.totals.get(key);
    if (e) {
      this.totals.delete(key); // re-insert: most recently used last
      this.totals.set(key, e);
    }
    return e;
  }

  remember(key: string, version: number, total: number) {
    this.totals.delete(key);
    if (this.totals.size >= MAX_TOTALS) this.totals.delete(this.totals.keys().next().value!);
    this.totals.set(key, { version, total });
  }

  forget(key: string) {
    this.totals.delete(key);
  }
}
