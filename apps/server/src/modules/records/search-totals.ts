import { perDatabase } from './per-database';

/** Totals remembered per key at a write version, used only while the version read with the page equals it. */
const MAX_TOTALS = 1024;

export class SearchTotals {
  private readonly totals = new Map<string, { version: number; total: number }>();
  /** Counts being made, by key: requests for the same total meanwhile wait for it (readWithTotal). */
  readonly counting = new Map<string, Promise<unknown>>();

  get(key: string) {
    return this.totals.get(key);
  }

  remember(key: string, version: number, total: number) {
    if (this.totals.size >= MAX_TOTALS) this.totals.clear();
    this.totals.set(key, { version, total });
  }

  forget(key: string) {
    this.totals.delete(key);
  }
}

/** The totals remembered for a database: lists' and searches', each filed under its own statement's SQL. */
export const totalsOf = perDatabase(() => new SearchTotals());

/** What a page statement read besides its rows: its total when counted, and the write version (no row: neither). */
type CountedRead = { total?: number; version?: number };

/**
 * A page with its total: with a total remembered under `key`, the page is read without counting
 * and that total used while the version read with the page equals the remembered one; otherwise
 * the page is read with its count, remembered at the version read with it — on PostgreSQL
 * (`quiet` given, whose sequences move before the writer commits) only when that version is also
 * the one read before, while no write was in progress. Requests for a total being counted wait
 * for that count. `key` null: nothing is remembered.
 */
export async function readWithTotal<R extends CountedRead>(
  totals: SearchTotals,
  key: string | null,
  read: (counted: boolean) => Promise<R>,
  quiet?: () => Promise<number | null>,
): Promise<R> {
  let known = key === null ? undefined : totals.get(key);
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
    const done = () => totals.counting.delete(key);
    void counted.then(done, done);
  }
  return counted;
}
