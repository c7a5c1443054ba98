// Fills a scratch SQLite database to benchmark scale: the real catalogue (seed steps) plus
// the generated products and samples of rows.ts. Rows go in through prepared statements in
// large transactions — the app's own write path would take hours for a million rows.
import SQLite from 'better-sqlite3';
import { batches, benchRows, type Scale } from './rows';

export type { Scale } from './rows';

export function generate(file: string, scale: Scale, log: (s: string) => void = console.log): void {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const matters = db.prepare('select id, material_name from matters order by id').all() as {
    id: number;
    material_name: string;
  }[];
  const maxId = (t: string) =>
    Number((db.prepare(`select coalesce(max(id), 0) as n from ${t}`).get() as { n: number }).n);
  const rows = benchRows(scale, {
    matters,
    firstProductId: maxId('products') + 1,
    firstSampleId: maxId('samples') + 1,
  });

  const insertProduct = db.prepare(`insert into products (id, product_num, product_name, product_type, product_brand,
    product_factory, product_address, product_barcode, product_component, product_specs, product_dev_basis,
    product_research, images, product_nutrients_json, product_release_time, search_text, status, is_demo, view_count,
    created_at, updated_at) values (@id, @product_num, @product_name, @product_type, @product_brand, @product_factory,
    '', @product_barcode, @product_component, '100 g', '', '', '[]', '[]', @product_release_time, @search_text,
    'online', 1, 0, @created_at, @updated_at)`);
  const linkMatter = db.prepare('insert or ignore into product_matters (product_id, matter_id) values (?, ?)');
  db.transaction(() => {
    let n = 0;
    for (const p of rows.products()) {
      const { matter_id, ...product } = p;
      insertProduct.run(product);
      linkMatter.run(p.id, matter_id);
      if (++n % 20000 === 0) log(`  products ${n}`);
    }
  })();

  const insertSample = db.prepare(`insert into samples (id, kind, matter_id, product_id, num, name, source, gatherer,
    gatherer_tel, area, province, grade, storage, brand, media_photog, media_location, search_text, images, coll_vol,
    coll_unit, coll_time, media_time, status, is_demo, view_count, created_at, updated_at)
    values (@id, @kind, @matter_id, @product_id, @num, @name, @source, '演示采集员', '138-0000-0000', @area, @province,
    @grade, '阴凉干燥', @brand, '', '', @search_text, '[]', @coll_vol, 'g', @coll_time, null, 'online', 1, 0,
    @created_at, @updated_at)`);
  let done = 0;
  for (const batch of batches(rows.samples(), 50_000)) {
    db.transaction(() => {
      for (const s of batch) insertSample.run(s);
    })();
    done += batch.length;
    log(`  samples ${done}`);
  }
  db.pragma('optimize');
  db.exec('analyze');
  db.close();
}
