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
  /** Counts being made, by key: requests for the same total meanwhile wait for it (readWithTotal). */
  readonly counting = new Map<string, Promise<unknown>>();

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

/** One SearchTotals per database (a test process opens many): `totalsOf(kdb)`. */
export function totalsPerDatabase(): (kdb: object) => SearchTotals {
  const of = new WeakMap<object, SearchTotals>();
  return (kdb) => {
    let totals = of.get(kdb);
    if (!totals) of.set(kdb, (totals = new SearchTotals()));
    return totals;
  };
}

/** What a page statement read besides its rows: its total when counted, and the write version (no row: neither). */
export interface CountedRead {
  total?: number;
  version?: number;
}

/**
 * A page with its total, by the protocol above: with a total remembered under `key`, the page is
 * read without counting, and that total used while the version read with the page still equals
 * the remembered one; otherwise the page is read with its count, which is remembered at the
 * version read with it — on PostgreSQL (`quiet` given) only when that version is also the one
 * read before, while no write was in progress. `key` null: nothing is remembered.
 */
export async function readWithTotal<R extends CountedRead>(
  totals: SearchTotals,
  key: string | null,
  read: (counted: boolean) => Promise<R>,
  quiet?: () => Promise<number | null>,
): Promise<R> {
  let known = key === null ? undefined : totals.get(key);
  // The same total being counted for another request (the first letter typed by many at once,
  // or a burst after a write): wait for that count instead of making another one beside it —
  // on PostgreSQL a count of `g` is 0.3–0.6 s of a connection, and eight at once shared two cores.
  // A transaction has totals of its own (totalsPerDatabase is keyed by the Kysely object, and a
  // transaction is another), so it never waits on a count that needs the connection it holds.
  const pending = known || key === null ? undefined : totals.counting.get(key);
  if (pending) {
    await pending.catch(() => undefined);
    known = totals.get(key!);
  }
  if (known) {
    const r = await read(false);
    if (r.version !== undefined && r.version === known.version) return { ...r, total: known.total };
    totals.forget(key!);
  }
  const counted = (async () => {
    const before = key !== null && quiet ? await quiet() : undefined;
    const r = await read(true);
    if (key !== null && r.total !== undefined && r.version !== undefined && (!quiet || r.version === before)) {
      totals.remember(key, r.version, r.total);
    }
    return r;
  })();
  if (key !== null && !totals.counting.has(key)) {
    totals.counting.set(key, counted);
    void counted.then(
      () => totals.counting.delete(key),
      () => totals.counting.delete(key),
    );
  }
  return counted;
}
