// Fills a PostgreSQL database to benchmark scale with the same rows as the SQLite one
// (rows.ts). Rows go in as column arrays (`insert … select from unnest(…)`, thousands per
// statement) with the tables' secondary indexes and row triggers set aside, which are
// rebuilt once at the end — far faster than maintaining them row by row.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../src/db/database';
import { fillSearchTerms } from '../src/db/migrations/0025-search-terms';
import { batches, benchRows, type ProductRow, type SampleRow, type Scale } from './rows';

const BATCH = 10_000;
const TABLES = ['products', 'product_matters', 'samples'];

const column = <T, K extends keyof T>(rows: T[], key: K) => rows.map((r) => r[key]);

export async function generatePostgres(db: Kysely<DB>, scale: Scale, log: (s: string) => void = console.log) {
  const matters = (
    await sql<{ id: number; material_name: string }>`select id, material_name from matters order by id`.execute(db)
  ).rows.map((m) => ({ id: Number(m.id), material_name: m.material_name }));
  const maxId = async (t: string) =>
    Number((await sql<{ n: number }>`select coalesce(max(id), 0) as n from ${sql.table(t)}`.execute(db)).rows[0]!.n);
  const rows = benchRows(scale, {
    matters,
    firstProductId: (await maxId('products')) + 1,
    firstSampleId: (await maxId('samples')) + 1,
  });

  const indexes = await setIndexesAside(db);
  for (const t of TABLES) await sql.raw(`alter table ${t} disable trigger user`).execute(db);

  let n = 0;
  for (const batch of batches(rows.products(), BATCH)) {
    await insertProducts(db, batch);
    n += batch.length;
    if (n % 20_000 === 0 || n === scale.products) log(`  products ${n}`);
  }
  n = 0;
  for (const batch of batches(rows.samples(), BATCH)) {
    await insertSamples(db, batch);
    n += batch.length;
    if (n % 50_000 === 0 || n === scale.samples) log(`  samples ${n}`);
  }

  for (const t of TABLES) await sql.raw(`alter table ${t} enable trigger user`).execute(db);
  log('  indexes');
  await sql`set maintenance_work_mem = '512MB'`.execute(db);
  for (const def of indexes) await sql.raw(def).execute(db);
  await recount(db);
  log('  search terms');
  await fillSearchTerms(db, 'postgres');
  for (const t of ['products', 'samples']) {
    await sql.raw(`select setval(pg_get_serial_sequence('${t}', 'id'), (select max(id) from ${t}))`).execute(db);
  }
  log('  vacuum analyze');
  // Sets the visibility map too, so lists and counts are answered from the indexes alone.
  await sql.raw('vacuum analyze').execute(db);
}

/** Drops the tables' indexes that no constraint needs; returns the statements that rebuild them. */
async function setIndexesAside(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ name: string; def: string }>`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
    from pg_index i
    where i.indrelid = any(${TABLES}::regclass[])
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`.execute(db);
  for (const r of rows) await sql.raw(`drop index ${r.name}`).execute(db);
  return rows.map((r) => r.def);
}

async function insertProducts(db: Kysely<DB>, batch: ProductRow[]) {
  const c = <K extends keyof ProductRow>(k: K) => column(batch, k);
  await sql`insert into products (id, product_num, product_name, product_type, product_brand, product_factory,
      product_address, product_barcode, product_component, product_specs, product_dev_basis, product_research, images,
      product_nutrients_json, product_release_time, search_text, status, is_demo, view_count, created_at, updated_at)
    select id, num, name, type, brand, factory, '', barcode, component, '100 g', '', '', '[]', '[]', t, search_text,
      'online', 1, 0, t, t
    from unnest(${c('id')}::bigint[], ${c('product_num')}::text[], ${c('product_name')}::text[],
      ${c('product_type')}::text[], ${c('product_brand')}::text[], ${c('product_factory')}::text[],
      ${c('product_barcode')}::text[], ${c('product_component')}::text[], ${c('updated_at')}::bigint[],
      ${c('search_text')}::text[]) as u(id, num, name, type, brand, factory, barcode, component, t, search_text)`.execute(
    db,
  );
  await sql`insert into product_matters (product_id, matter_id)
    select * from unnest(${c('id')}::bigint[], ${c('matter_id')}::bigint[]) on conflict do nothing`.execute(db);
}

async function insertSamples(db: Kysely<DB>, batch: SampleRow[]) {
  const c = <K extends keyof SampleRow>(k: K) => column(batch, k);
  await sql`insert into samples (id, kind, matter_id, product_id, num, name, source, gatherer, gatherer_tel, area,
      province, grade, storage, brand, media_photog, media_location, search_text, images, coll_vol, coll_unit,
      coll_time, media_time, status, is_demo, view_count, created_at, updated_at)
    select id, kind, matter_id, product_id, num, name, source, '演示采集员', '138-0000-0000', area, province, grade,
      '阴凉干燥', brand, '', '', search_text, '[]', coll_vol, 'g', t, null, 'online', 1, 0, t, t
    from unnest(${c('id')}::bigint[], ${c('kind')}::text[], ${c('matter_id')}::bigint[], ${c('product_id')}::bigint[],
      ${c('num')}::text[], ${c('name')}::text[], ${c('source')}::text[], ${c('area')}::text[], ${c('province')}::text[],
      ${c('grade')}::text[], ${c('brand')}::text[], ${c('search_text')}::text[], ${c('coll_vol')}::float8[],
      ${c('updated_at')}::bigint[])
      as u(id, kind, matter_id, product_id, num, name, source, area, province, grade, brand, search_text, coll_vol, t)`.execute(
    db,
  );
}

/** record_counts as the (disabled) count triggers would have left them. */
async function recount(db: Kysely<DB>) {
  await sql`with g as (
      select base, status, count(*) as n from (
        select 'products' as base, status from products
        union all select 'samples:' || kind, status from samples
      ) x group by base, status)
    update record_counts r
    set n = coalesce((select sum(g.n) from g where r.kind in (g.base, g.base || ':status:' || g.status)), 0)
    where r.kind like 'products%' or r.kind like 'samples:%'`.execute(db);
}
