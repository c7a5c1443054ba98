import { sql } from 'kysely';
import type { Engine } from '../database';
import type { AnyDb } from '../schema-helpers';

/**
 * An index on product names, so a search can ask cheaply whether any product's name starts with
 * what was typed (records/search-page.repository.ts, SQLite, whose BINARY collation orders names
 * by code point): a pinyin or Latin query usually names none, and its matches are then read in
 * the list's order instead of each being fetched, ranked and sorted. The matters' names have had
 * theirs since 0002. PostgreSQL gets it too, so both engines keep one schema.
 */
export async function up(db: AnyDb, _engine: Engine): Promise<void> {
  await sql.raw('create index products_name_idx on products (product_name)').execute(db);
}
