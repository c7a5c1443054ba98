import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/database';

/** Aggregates over the catalogue for the visualization pages. */
export function analyticsRepository(db: Kysely<DB>) {
  /**
   * Samples per value of a column. Grouping by (kind, column) walks the (kind, column, …) index
   * in order, with no sort of a million rows; the two kinds are added up here.
   */
  const countBy = async (column: 'grade' | 'source' | 'province' | 'area') => {
    const rows = await db
      .selectFrom('samples')
      .select(['kind', column, (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['kind', column])
      .execute();
    const out = new Map<string, number>();
    for (const r of rows) {
      const key = String((r as Record<string, unknown>)[column] ?? '');
      out.set(key, (out.get(key) ?? 0) + Number(r.n));
    }
    return [...out].map(([key, n]) => ({ key, n }));
  };
  return {
    samplesByGrade: () => countBy('grade'),
    samplesBySource: () => countBy('source'),
    samplesByProvince: () => countBy('province'),
    /** Samples per place of collection (6-digit area code). */
    samplesByArea: () => countBy('area'),
    async productsBy(column: 'product_type' | 'product_brand', limit: number) {
      const rows = await db
        .selectFrom('products')
        .select([column, (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy(column)
        .orderBy(sql`count(*)`, 'desc')
        .orderBy(column)
        .limit(limit)
        .execute();
      return rows.map((r) => ({ key: String((r as Record<string, unknown>)[column] ?? ''), n: Number(r.n) }));
    },
    /** Matter samples per (matter, province) for the matters with the most samples. */
    async matterProvince(topMatters: number) {
      // matter_id is set only on matter samples; the (matter_id, …) index answers the grouping in order.
      const counts = await db
        .selectFrom('samples')
        .select(['matter_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('matter_id', 'is not', null)
        .groupBy('matter_id')
        .execute();
      const top = counts
        .map((c) => ({ id: Number(c.matter_id), n: Number(c.n) }))
        .sort((a, b) => b.n - a.n || a.id - b.id)
        .slice(0, topMatters);
      if (top.length === 0) return { matters: [], cells: [] };
      const ids = top.map((t) => t.id);
      const [names, cells] = await Promise.all([
        db.selectFrom('matters').select(['id', 'material_name']).where('id', 'in', ids).execute(),
        db
          .selectFrom('samples')
          .select(['matter_id', 'province', (eb) => eb.fn.countAll<number>().as('n')])
          .where('matter_id', 'in', ids)
          .groupBy(['matter_id', 'province'])
          .execute(),
      ]);
      return {
        matters: top.map((t) => ({
          id: t.id,
          name: names.find((m) => Number(m.id) === t.id)?.material_name ?? String(t.id),
        })),
        cells: cells.map((c) => ({ matterId: Number(c.matter_id), province: c.province, n: Number(c.n) })),
      };
    },
    /** Curators by records they created, edited or imported (operation log). */
    async topCurators(limit: number) {
      const rows = await db
        .selectFrom('operation_logs')
        .select(['user_id', (eb) => eb.fn.max('username').as('username'), (eb) => eb.fn.countAll<number>().as('n')])
        .where('user_id', 'is not', null)
        .where('action', 'in', ['create', 'update', 'import'])
        .groupBy('user_id')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('user_id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ userId: Number(r.user_id), username: String(r.username), n: Number(r.n) }));
    },
    /** All-time views of the records each user created. */
    async viewsOfCreated(userIds: number[]) {
      const out = new Map<number, number>();
      if (userIds.length === 0) return out;
      for (const table of ['matters', 'products', 'samples', 'testing_reports', 'regulations'] as const) {
        const rows = await db
          .selectFrom(table)
          .select(['created_by', (eb) => eb.fn.sum<number>('view_count').as('v')])
          .where('created_by', 'in', userIds)
          .groupBy('created_by')
          .execute();
        for (const r of rows) out.set(Number(r.created_by), (out.get(Number(r.created_by)) ?? 0) + Number(r.v ?? 0));
      }
      return out;
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof analyticsRepository>;
