import { sql } from 'kysely';
import type { Engine } from '../database';
import type { AnyDb } from '../schema-helpers';

/**
 * An index on product names, so a search can ask cheaply whether any product's name starts with
 * what was typed (records/search-page.repository.ts namesStartWith): a pinyin or Latin query
 * usually names none, and its matches are then read in the list's order instead of each being
 * fetched, ranked and sorted. The check is a range of names in code point order: SQLite's
 * BINARY collation is that order; on PostgreSQL the index is built with the "C" collation (byte
 * order, which is code point order in UTF-8), as the check asks. The matters' names have had
 * theirs since 0002 (a hundred rows: the check may scan them).
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  const column = engine === 'postgres' ? 'product_name collate "C"' : 'product_name';
  await sql.raw(`create index products_name_idx on products (${column})`).execute(db);
}
