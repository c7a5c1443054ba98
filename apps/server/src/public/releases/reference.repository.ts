import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';

/** Rows per query: a page is read, then the event loop serves others before the next. */
export const PAGE_ROWS = 500;

/**
 * Reads of the public reference for a release, one keyset page at a time. `status` is the status
 * a visitor may read (record-visibility); demo records are never read.
 */
export function referenceRepository(db: Kysely<DB>) {
  return {
    matters(status: string, afterId: number) {
      return db
        .selectFrom('matters')
        .select([
          'id',
          'material_num',
          'material_name',
          'aliases',
          'name_pinyin',
          'name_en',
          'latin_name',
          'pharmaceutical_name',
          'family',
          'part_used',
          'part_used_en',
          'material_origin',
          'material_ingredient',
          'material_effect',
          'nature_flavor',
          'effect_tags',
          'material_qs',
          'material_sa',
          'material_ra',
          'material_taboo',
          'material_record',
          'material_dna',
          'catalogue_batch',
          'catalogue_note',
          'monograph_json',
          'restrictions_json',
          'provenance_json',
          'updated_at',
        ])
        .where('status', '=', status)
        .where('is_demo', '=', 0)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(PAGE_ROWS)
        .execute();
    },
    regulations(status: string, afterId: number) {
      return db
        .selectFrom('regulations')
        .select([
          'id',
          'regulation_num',
          'regulation_name',
          'regulation_type',
          'region_code',
          'issuer',
          'issued_at',
          'effective_at',
          'in_force',
          'origin',
          'batch',
          'summary',
          'note',
          'url',
          'updated_at',
        ])
        .where('status', '=', status)
        .where('is_demo', '=', 0)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(PAGE_ROWS)
        .execute();
    },
    products(status: string, afterId: number) {
      return db
        .selectFrom('products')
        .select([
          'id',
          'product_num',
          'product_name',
          'product_component',
          'product_type',
          'product_specs',
          'product_nutrients_json',
          'product_dev_basis',
          'product_brand',
          'product_factory',
          'product_address',
          'product_release_time',
          'product_barcode',
          'updated_at',
        ])
        .where('status', '=', status)
        .where('is_demo', '=', 0)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(PAGE_ROWS)
        .execute();
    },
    /** Links of the given regulations (both ends are filtered by the caller). */
    regulationMatters(regulationIds: number[]) {
      if (regulationIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('regulation_matters')
        .select(['regulation_id', 'matter_id'])
        .where('regulation_id', 'in', regulationIds)
        .execute();
    },
    productMatters(productIds: number[]) {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('product_matters')
        .select(['product_id', 'matter_id'])
        .where('product_id', 'in', productIds)
        .execute();
    },
  };
}
