import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';

/** Of `ids`, those of online rows of `table` (what a non-admin may read: record-visibility.ts). */
export async function onlineIds(
  db: Kysely<DB>,
  table: 'matters' | 'products' | 'samples' | 'regulations',
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', ids)
    .where('status', '=', 'online')
    .orderBy('id')
    .execute();
  return rows.map((r) => Number(r.id));
}
