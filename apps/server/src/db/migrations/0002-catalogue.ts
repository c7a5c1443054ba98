import { sql } from 'kysely';
import type { Engine } from '../database';
import { type AnyDb, refType, timeType, withId, withRecordColumns } from '../schema-helpers';
import { postgresSearchAndCounts, sqliteSearchAndCounts } from './catalogue-search-ddl';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const text = (c: any) => c.notNull().defaultTo('');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Builder = any;

function addTextColumns(t: Builder, names: string[]): Builder {
  for (const n of names) t = t.addColumn(n, 'text', text);
  return t;
}

async function index(db: AnyDb, table: string, name: string, columns: string[], unique = false) {
  let b = db.schema.createIndex(`${table}_${name}_idx`).on(table).columns(columns);
  if (unique) b = b.unique();
  await b.execute();
}

export async function up(db: AnyDb, engine: Engine): Promise<void> {
  const time = timeType(engine);
  const ref = refType(engine);
  const real = engine === 'postgres' ? 'double precision' : 'real';

  // ── matters ────────────────────────────────────────────────────────────
  let matters = withId(db.schema.createTable('matters'), engine)
    .addColumn('material_num', 'text', (c) => c.notNull().unique())
    .addColumn('material_name', 'text', (c) => c.notNull());
  matters = addTextColumns(matters, [
    'name_pinyin',
    'name_en',
    'latin_name',
    'pharmaceutical_name',
    'family',
    'part_used',
    'material_origin',
    'material_ingredient',
    'material_effect',
    'nature_flavor',
    'material_qs',
    'material_sa',
    'material_ra',
    'material_taboo',
    'material_record',
    'catalogue_note',
    'search_text',
  ]);
  matters = matters
    .addColumn('aliases', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('effect_tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('regulations_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('material_dna', 'text')
    .addColumn('catalogue_batch', 'integer');
  await withRecordColumns(matters, engine).execute();
  await index(db, 'matters', 'name', ['material_name']);
  await index(db, 'matters', 'updated', ['updated_at', 'id']);
  await index(db, 'matters', 'batch', ['catalogue_batch', 'material_num']);
  await index(db, 'matters', 'status', ['status', 'material_num']);
  await index(db, 'matters', 'views', ['view_count', 'id']);

  await db.schema
    .createTable('matter_effect_tags')
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('matter_id', ref, (c) => c.notNull().references('matters.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('matter_effect_tags_pk', ['tag', 'matter_id'])
    .execute();
  await index(db, 'matter_effect_tags', 'matter', ['matter_id']);

  // ── products ───────────────────────────────────────────────────────────
  let products = withId(db.schema.createTable('products'), engine)
    .addColumn('product_num', 'text', (c) => c.notNull().unique())
    .addColumn('product_name', 'text', (c) => c.notNull());
  products = addTextColumns(products, [
    'product_component',
    'product_specs',
    'product_dev_basis',
    'product_research',
    'product_brand',
    'product_factory',
    'product_address',
    'product_barcode',
    'search_text',
  ]);
  products = products
    .addColumn('product_type', 'text', (c) => c.notNull().defaultTo('other'))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('product_nutrients_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('product_release_time', time);
  await withRecordColumns(products, engine).execute();
  await index(db, 'products', 'updated', ['updated_at', 'id']);
  await index(db, 'products', 'created', ['created_at']);
  await index(db, 'products', 'type', ['product_type', 'updated_at', 'id']);
  await index(db, 'products', 'brand', ['product_brand', 'updated_at', 'id']);
  await index(db, 'products', 'status', ['status', 'updated_at', 'id']);
  await index(db, 'products', 'release', ['product_release_time', 'id']);
  await index(db, 'products', 'views', ['view_count', 'id']);
  await index(db, 'products', 'barcode', ['product_barcode']);

  await db.schema
    .createTable('product_matters')
    .addColumn('product_id', ref, (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('matter_id', ref, (c) => c.notNull().references('matters.id'))
    .addPrimaryKeyConstraint('product_matters_pk', ['product_id', 'matter_id'])
    .execute();
  await index(db, 'product_matters', 'matter', ['matter_id', 'product_id']);

  // ── samples (matter and product samples) ───────────────────────────────
  let samples = withId(db.schema.createTable('samples'), engine)
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('matter', 'product')`))
    .addColumn('matter_id', ref, (c) => c.references('matters.id'))
    .addColumn('product_id', ref, (c) => c.references('products.id'))
    .addColumn('num', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull());
  samples = addTextColumns(samples, [
    'source',
    'gatherer',
    'gatherer_tel',
    'area',
    'province',
    'grade',
    'storage',
    'brand',
    'media_photog',
    'media_location',
    'search_text',
  ]);
  samples = samples
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('coll_vol', real, (c) => c.notNull().defaultTo(0))
    .addColumn('coll_unit', 'text', (c) => c.notNull().defaultTo('g'))
    .addColumn('coll_time', time, (c) => c.notNull())
    .addColumn('media_time', time)
    .addCheckConstraint(
      'samples_parent_check',
      sql`(kind = 'matter' and matter_id is not null and product_id is null) or (kind = 'product' and product_id is not null and matter_id is null)`,
    );
  await withRecordColumns(samples, engine).execute();
  // Every filter and sort of the two sample lists, each led by kind and ending in (updated_at, id)
  // so a filtered page is read in index order and its count stays inside the index.
  await index(db, 'samples', 'updated', ['kind', 'updated_at', 'id']);
  // Dashboards count records added per period.
  await index(db, 'samples', 'created', ['created_at']);
  await index(db, 'samples', 'matter', ['matter_id', 'updated_at', 'id']);
  await index(db, 'samples', 'product', ['product_id', 'updated_at', 'id']);
  await index(db, 'samples', 'grade', ['kind', 'grade', 'updated_at', 'id']);
  await index(db, 'samples', 'source', ['kind', 'source', 'updated_at', 'id']);
  await index(db, 'samples', 'area', ['kind', 'area', 'updated_at', 'id']);
  await index(db, 'samples', 'province', ['kind', 'province', 'updated_at', 'id']);
  await index(db, 'samples', 'status', ['kind', 'status', 'updated_at', 'id']);
  await index(db, 'samples', 'coll', ['kind', 'coll_time', 'id']);
  await index(db, 'samples', 'views', ['kind', 'view_count', 'id']);
  await index(db, 'samples', 'numsort', ['kind', 'num']);

  // ── testing reports ────────────────────────────────────────────────────
  let reports = withId(db.schema.createTable('testing_reports'), engine)
    .addColumn('report_num', 'text', (c) => c.notNull().unique())
    .addColumn('report_name', 'text', (c) => c.notNull())
    .addColumn('sample_kind', 'text', (c) => c.notNull())
    .addColumn('sample_id', ref, (c) => c.notNull().references('samples.id'));
  reports = addTextColumns(reports, ['lab', 'standard', 'attachment', 'note', 'search_text']);
  reports = reports
    .addColumn('tested_at', time, (c) => c.notNull())
    .addColumn('verdict', 'text', (c) => c.notNull().defaultTo('pass'))
    .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fail_count', 'integer', (c) => c.notNull().defaultTo(0));
  await withRecordColumns(reports, engine).execute();
  await index(db, 'testing_reports', 'sample', ['sample_id', 'tested_at']);
  await index(db, 'testing_reports', 'updated', ['updated_at', 'id']);
  await index(db, 'testing_reports', 'created', ['created_at']);
  await index(db, 'testing_reports', 'kind', ['sample_kind', 'updated_at', 'id']);
  await index(db, 'testing_reports', 'verdict', ['verdict', 'updated_at', 'id']);
  await index(db, 'testing_reports', 'status', ['status', 'updated_at', 'id']);
  await index(db, 'testing_reports', 'tested', ['tested_at', 'id']);
  await index(db, 'testing_reports', 'views', ['view_count', 'id']);

  await withId(db.schema.createTable('report_items'), engine)
    .addColumn('report_id', ref, (c) => c.notNull().references('testing_reports.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('other'))
    .addColumn('result', real)
    .addColumn('result_text', 'text', text)
    .addColumn('unit', 'text', text)
    .addColumn('limit_value', real)
    .addColumn('limit_text', 'text', text)
    .addColumn('method', 'text', text)
    .addColumn('verdict', 'text', (c) => c.notNull().defaultTo('pass'))
    .execute();
  await index(db, 'report_items', 'report', ['report_id', 'position']);

  // ── regulations ────────────────────────────────────────────────────────
  let regulations = withId(db.schema.createTable('regulations'), engine)
    .addColumn('regulation_num', 'text', (c) => c.notNull().unique())
    .addColumn('regulation_name', 'text', (c) => c.notNull());
  regulations = addTextColumns(regulations, [
    'region_code',
    'issuer',
    'summary',
    'note',
    'url',
    'attachment',
    'search_text',
  ]);
  regulations = regulations
    .addColumn('regulation_type', 'text', (c) => c.notNull().defaultTo('national'))
    .addColumn('origin', 'text', (c) => c.notNull().defaultTo('curated'))
    .addColumn('issued_at', time)
    .addColumn('in_force', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('batch', 'integer');
  await withRecordColumns(regulations, engine).execute();
  await index(db, 'regulations', 'updated', ['updated_at', 'id']);
  await index(db, 'regulations', 'issued', ['issued_at', 'id']);
  await index(db, 'regulations', 'type', ['regulation_type', 'updated_at', 'id']);
  await index(db, 'regulations', 'views', ['view_count', 'id']);

  await db.schema
    .createTable('regulation_matters')
    .addColumn('regulation_id', ref, (c) => c.notNull().references('regulations.id').onDelete('cascade'))
    .addColumn('matter_id', ref, (c) => c.notNull().references('matters.id'))
    .addPrimaryKeyConstraint('regulation_matters_pk', ['regulation_id', 'matter_id'])
    .execute();
  await index(db, 'regulation_matters', 'matter', ['matter_id', 'regulation_id']);

  // ── files, audit, views, counts ────────────────────────────────────────
  await db.schema
    .createTable('files')
    .addColumn('sha256', 'text', (c) => c.primaryKey())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', text)
    .addColumn('data', engine === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('created_by', ref)
    .execute();

  await withId(db.schema.createTable('operation_logs'), engine)
    .addColumn('user_id', ref)
    .addColumn('username', 'text', text)
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('record_id', ref)
    .addColumn('record_label', 'text', text)
    .addColumn('summary', 'text', text)
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await index(db, 'operation_logs', 'created', ['created_at', 'id']);
  await index(db, 'operation_logs', 'record', ['kind', 'record_id', 'created_at']);
  await index(db, 'operation_logs', 'user', ['user_id', 'created_at']);

  await db.schema
    .createTable('record_views')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('record_id', ref, (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('record_views_pk', ['kind', 'record_id', 'day'])
    .execute();
  await index(db, 'record_views', 'day', ['kind', 'day']);

  await db.schema
    .createTable('record_counts')
    .addColumn('kind', 'text', (c) => c.primaryKey())
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  if (engine === 'sqlite') await sqliteSearchAndCounts(db);
  else await postgresSearchAndCounts(db);
}
