import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/database';
import { withWriteRetry } from '../../lib/db-retry';
import type { AnyDb } from '../../db/schema-helpers';

/** Record kind → its table, for bumping view_count. */
const TABLE_OF: Record<string, { table: string; where?: string }> = {
  matter: { table: 'matters' },
  product: { table: 'products' },
  'matter-sample': { table: 'samples' },
  'product-sample': { table: 'samples' },
  report: { table: 'testing_reports' },
  regulation: { table: 'regulations' },
};

export function viewsRepository(kdb: Kysely<DB>) {
  const db = kdb as unknown as AnyDb;
  return {
    /** Adds buffered views in one transaction: the record's view_count and its per-day row. */
    async add(batch: { kind: string; recordId: number; day: number; views: number }[]) {
      if (batch.length === 0) return;
      // Records in one order, so two flushes never wait on each other's rows; a deadlock with
      // a record write is retried (lib/db-retry).
      const ordered = [...batch].sort((a, b) => a.kind.localeCompare(b.kind) || a.recordId - b.recordId);
      await withWriteRetry(() =>
        db.transaction().execute(async (trx) => {
          for (const v of ordered) {
            const target = TABLE_OF[v.kind];
            if (!target) continue;
            await trx
              .updateTable(target.table)
              .set({ view_count: sql`view_count + ${v.views}` })
              .where('id', '=', v.recordId)
              .execute();
            await trx
              .insertInto('record_views')
              .values({ kind: v.kind, record_id: v.recordId, day: v.day, views: v.views })
              .onConflict((oc) =>
                oc.columns(['kind', 'record_id', 'day']).doUpdateSet({ views: sql`record_views.views + ${v.views}` }),
              )
              .execute();
          }
        }),
      );
    },
    /** Views per record over [fromDay, toDay], most viewed first. */
    async top(kind: string, fromDay: number, toDay: number, limit: number) {
      const rows = await db
        .selectFrom('record_views')
        .select(['record_id', (eb) => eb.fn.sum('views').as('views')])
        .where('kind', '=', kind)
        .where('day', '>=', fromDay)
        .where('day', '<=', toDay)
        .groupBy('record_id')
        .orderBy('views', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ recordId: Number(r.record_id), views: Number(r.views) }));
    },
  };
}
export type ViewsRepository = ReturnType<typeof viewsRepository>;
