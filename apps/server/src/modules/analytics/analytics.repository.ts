import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/database';

/** Aggregates over the catalogue for the visualization pages. */
export function analyticsRepository(db: Kysely<DB>) {
  const countBy = async <C extends 'grade' | 'source' | 'province'>(column: C) => {
    const rows = await db
      .selectFrom('samples')
      .select([column, (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(column)
      .execute();
    return rows.map((r) => ({ key: String((r as Record<string, unknown>)[column] ?? ''), n: Number(r.n) }));
  };
  return {
    samplesByGrade: () => countBy('grade'),
    samplesBySource: () => countBy('source'),
    samplesByProvince: () => countBy('province'),
    /** City code = first 4 digits of the area code + '00'. */
    async samplesByCity(limit: number) {
      const city = sql<string>`substr(area, 1, 4) || '00'`;
      const rows = await db
        .selectFrom('samples')
        .select([city.as('city'), (eb) => eb.fn.countAll<number>().as('n')])
        .where('area', '!=', '')
        .groupBy(city)
        .orderBy(sql`count(*)`, 'desc')
        .orderBy(city)
        .limit(limit)
        .execute();
      return rows.map((r) => ({ key: r.city, n: Number(r.n) }));
    },
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
      const top = await db
        .selectFrom('samples as s')
        .innerJoin('matters as m', 'm.id', 's.matter_id')
        .select(['m.id', 'm.material_name', (eb) => eb.fn.countAll<number>().as('n')])
        .where('s.kind', '=', 'matter')
        .groupBy(['m.id', 'm.material_name'])
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('m.id')
        .limit(topMatters)
        .execute();
      if (top.length === 0) return { matters: [], cells: [] };
      const cells = await db
        .selectFrom('samples')
        .select(['matter_id', 'province', (eb) => eb.fn.countAll<number>().as('n')])
        .where('kind', '=', 'matter')
        .where(
          'matter_id',
          'in',
          top.map((t) => Number(t.id)),
        )
        .groupBy(['matter_id', 'province'])
        .execute();
      return {
        matters: top.map((t) => ({ id: Number(t.id), name: t.material_name })),
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
