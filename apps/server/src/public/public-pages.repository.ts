import type { Kysely } from 'kysely';
import type { DB } from '../db/database';

/** The record kinds with public pages, by table. */
export type PublicTable = 'matters' | 'products' | 'regulations';

export interface PageStamp {
  id: number;
  updated_at: number;
}

/**
 * What the sitemap enumerates: ids and versions of the records a visitor may read, demo records
 * left out. `status` is the visitor's rule as record-visibility.ts states it (visibleQuery), passed
 * in, so the rule is written once. Reads the status and id indexes only, at any catalogue size.
 */
export function publicPagesRepository(db: Kysely<DB>) {
  return {
    async count(table: PublicTable, status: string): Promise<number> {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('status', '=', status)
        .where('is_demo', '=', 0)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** One sitemap file's records: the `offset`th to the `offset + limit`th, in id order. */
    async stamps(table: PublicTable, status: string, offset: number, limit: number): Promise<PageStamp[]> {
      const rows = await db
        .selectFrom(table)
        .select(['id', 'updated_at'])
        .where('status', '=', status)
        .where('is_demo', '=', 0)
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ id: Number(r.id), updated_at: Number(r.updated_at) }));
    },
    /** Per catalogue batch, the newest version of its public matters (the batch pages' lastmod). */
    async batchStamps(status: string): Promise<{ batch: number; updated_at: number }[]> {
      const rows = await db
        .selectFrom('matters')
        .select((eb) => ['catalogue_batch', eb.fn.max('updated_at').as('updated_at')])
        .where('status', '=', status)
        .where('is_demo', '=', 0)
        .where('catalogue_batch', 'is not', null)
        .groupBy('catalogue_batch')
        .execute();
      return rows.map((r) => ({ batch: Number(r.catalogue_batch), updated_at: Number(r.updated_at) }));
    },
  };
}
export type PublicPagesRepository = ReturnType<typeof publicPagesRepository>;
