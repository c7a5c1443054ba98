// Temporary scale probe (deleted after use): 1M samples, 100k products on SQLite.
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { openDatabase } from './src/db/dialect';
import { migrateToLatest } from './src/db/migrations';
import { buildApp } from './src/app';
import { loadConfig } from './src/db/../config';
import { seed } from './src/db/seed';
import { generateDemo } from './src/db/seed/demo/generate';

const file = '/tmp/scale/probe.db';
const fresh = !fs.existsSync(file);
const database = openDatabase({ sqliteFile: file });
await migrateToLatest(database.db, database.engine);
const config = loadConfig({ DATA_DIR: '/tmp/scale', WEB_DIST: '/nonexistent' });
const app = await buildApp({ config, database, logger: false });
if (fresh) {
  await seed({ config, database, services: app.services, demo: false }, ['catalogue', 'regulations']);
  const matters = (await database.db.selectFrom('matters').select(['id', 'material_name']).execute()).map((m) => ({ id: Number(m.id), name: m.material_name }));
  const t0 = Date.now();
  const demo = generateDemo(matters, Math.floor(Date.now() / 1000), { products: 100_000, matterSamples: 500_000, productSamples: 500_000, reports: 0 });
  console.log('generated', Date.now() - t0);
  const raw = new SQLite(file);
  raw.pragma('synchronous = OFF');
  const ins = (table: string, rows: Record<string, unknown>[]) => {
    const cols = Object.keys(rows[0]!);
    const st = raw.prepare(`insert into ${table} (${cols.join(',')}) values (${cols.map((c) => '@' + c).join(',')})`);
    raw.transaction(() => { for (const r of rows) st.run(r); })();
  };
  ins('products', demo.products.map((p) => p.row));
  const pid = new Map((raw.prepare('select id, product_num from products').all() as { id: number; product_num: string }[]).map((r) => [r.product_num, r.id]));
  ins('product_matters', demo.products.flatMap((p) => p.matterIds.map((m) => ({ product_id: pid.get(p.row.product_num), matter_id: m }))));
  console.log('products', Date.now() - t0);
  ins('samples', demo.matterSamples as never);
  ins('samples', demo.productSamples.map((p) => ({ ...p.row, product_id: pid.get(demo.products[p.productIndex]!.row.product_num) })) as never);
  console.log('samples', Date.now() - t0);
  raw.exec('analyze');
  raw.close();
}
const s = app.services;
const time = async (label: string, fn: () => Promise<unknown>) => {
  await fn();
  const xs: number[] = [];
  for (let i = 0; i < 15; i++) { const t = performance.now(); await fn(); xs.push(performance.now() - t); }
  xs.sort((a, b) => a - b);
  console.log(label.padEnd(40), 'p50', xs[7]!.toFixed(1), 'max', xs[14]!.toFixed(1));
};
const base = { current: 1, pageSize: 10 };
const ms = s.matterSamples as unknown as { list(q: unknown): Promise<{ total: number; list: { id: number }[] }> };
await time('samples page 1', () => ms.list({ ...base }));
await time('samples deep page 20000', () => ms.list({ ...base, current: 20000 }));
const last = (await ms.list({ ...base, current: 19999 })).list.at(-1)!.id;
await time('samples keyset after', () => ms.list({ ...base, after: last }));
await time('samples matter filter', () => ms.list({ ...base, matter_id: 45 }));
await time('samples grade filter', () => ms.list({ ...base, grade: 'first' }));
await time('samples status filter', () => ms.list({ ...base, status: 'online' }));
await time('samples province', () => ms.list({ ...base, region: '640000' }));
await time('samples city', () => ms.list({ ...base, region: '640500' }));
await time('samples date range', () => ms.list({ ...base, collected_from: 1_780_000_000, collected_to: 1_790_000_000 }));
await time('samples q 枸杞', () => ms.list({ ...base, q: '枸杞' }));
await time('samples q gouqi', () => ms.list({ ...base, q: 'gouqi' }));
await time('samples q num', () => ms.list({ ...base, q: 'MS-0400000' }));
await time('samples sort coll_time', () => ms.list({ ...base, sort: 'ms_coll_time:desc' }));
await time('samples detail', () => s.matterSamples.detail(123456));
await time('products page 1', () => s.products.list({ ...base } as never));
await time('products deep', () => s.products.list({ ...base, current: 5000 } as never));
await time('products by matter', () => s.products.list({ ...base, matter_id: 45 } as never));
await time('products q 山药', () => s.products.list({ ...base, q: '山药' } as never));
await time('products type', () => s.products.list({ ...base, product_type: 'candy' } as never));
await time('products detail', () => s.products.detail(5000, { signedIn: true }));
await time('matters page 1', () => s.matters.list({ ...base } as never));
await time('matter detail', () => s.matters.detail(45, { signedIn: true }));
console.log((await ms.list({ ...base, q: '枸杞' })).total);
await app.close();
await database.close();
