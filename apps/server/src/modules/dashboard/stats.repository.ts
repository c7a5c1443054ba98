import type { Kysely } from 'kysely';
import type { ConsoleKind } from '@yaoshi/contracts';
import type { DB } from '../../db/database';
import type { AnyDb } from '../../db/schema-helpers';

/** Console kind → table; samples are matter and product samples together. */
const TABLE: Record<ConsoleKind, 'matters' | 'products' | 'samples' | 'testing_reports'> = {
  matter: 'matters',
  product: 'products',
  sample: 'samples',
  report: 'testing_reports',
};
const COUNT_KEYS: Record<ConsoleKind, string[]> = {
  matter: ['matters'],
  product: ['products'],
  sample: ['samples:matter', 'samples:product'],
  report: ['testing_reports'],
};

/** Counts over the catalogue tables for the workplace and analytics. */
export function statsRepository(typed: Kysely<DB>) {
  // The four tables share created_at/status; the table is chosen at run time.
  const db = typed as unknown as AnyDb;
  return {
    /** Totals kept by triggers in record_counts (no scan). */
    async totals(): Promise<Record<ConsoleKind, number>> {
      const rows = await typed.selectFrom('record_counts').select(['kind', 'n']).execute();
      const n = (k: ConsoleKind) =>
        COUNT_KEYS[k].reduce((s, key) => s + Number(rows.find((r) => r.kind === key)?.n ?? 0), 0);
      return { matter: n('matter'), product: n('product'), sample: n('sample'), report: n('report') };
    },
    /** Records added in [from, to) (Unix seconds); optionally online ones only. One index range. */
    async countCreated(
      kind: ConsoleKind,
      from: number,
      to: number,
      opts: { onlineOnly?: boolean } = {},
    ): Promise<number> {
      let q = db
        .selectFrom(TABLE[kind])
        .select(db.fn.countAll().as('n'))
        .where('created_at', '>=', from)
        .where('created_at', '<', to);
      if (opts.onlineOnly) q = q.where('status', '=', 'online');
      const r = await q.executeTakeFirstOrThrow();
      return Number(r.n);
    },
    /** Records added in each [edges[i], edges[i+1]), one index range each (cheaper than grouping millions of rows). */
    async countBuckets(kind: ConsoleKind, edges: number[], opts: { onlineOnly?: boolean } = {}): Promise<number[]> {
      const out: number[] = [];
      for (let i = 0; i + 1 < edges.length; i++)
        out.push(await this.countCreated(kind, edges[i]!, edges[i + 1]!, opts));
      return out;
    },
    async countBefore(kind: ConsoleKind, before: number): Promise<number> {
      const r = await db
        .selectFrom(TABLE[kind])
        .select(db.fn.countAll().as('n'))
        .where('created_at', '<', before)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}
export type StatsRepository = ReturnType<typeof statsRepository>;
