import type { Kysely } from 'kysely';
import type { DB, Engine } from '../database';
import type { AnyDb } from '../schema-helpers';
import { linkedSearchRepository } from '../../modules/records/linked-search.repository';

/**
 * Issue 11.8: product and sample search also match the Latin and English names of their matters.
 * Those names join each product's and sample's search_text; the search indexes follow on both engines
 * without DDL (SQLite: the FTS5 update trigger on search_text; PostgreSQL: search_tsv is generated from
 * it). Rows are rewritten in id order, a thousand at a time, inside the migration's transaction, and only
 * where the text changes — a rerun (or a database seeded after this change) writes nothing.
 */
export async function up(db: AnyDb, _engine: Engine): Promise<void> {
  await linkedSearchRepository(db as unknown as Kysely<DB>).reindexAll();
}
