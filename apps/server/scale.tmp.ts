import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { openDatabase } from './src/db/dialect';
import { migrateToLatest } from './src/db/migrations';
const file = '/tmp/console-scale.db';
if (!fs.existsSync(file)) {
  const d = openDatabase({ sqliteFile: file });
  await migrateToLatest(d.db, d.engine);
  await d.close();
  const db = new SQLite(file);
  db.pragma('synchronous = OFF');
  const now = Math.floor(Date.now() / 1000);
  db.exec(`insert into users (username, password_hash, registration_date, created_at, updated_at) values ('admin','x',${now},${now},${now})`);
  const m = db.prepare(`insert into matters (material_num, material_name, images, material_dna, created_at, updated_at, view_count) values (?,?,?,?,?,?,?)`);
  const p = db.prepare(`insert into products (product_num, product_name, product_barcode, images, product_type, product_brand, created_at, updated_at, view_count) values (?,?,?,?,?,?,?,?,?)`);
  const s = db.prepare(`insert into samples (kind, matter_id, product_id, num, name, area, province, images, grade, source, coll_time, created_at, updated_at, view_count) values (?,?,?,?,?,?,?,?,?,?,?,?,?,?)`);
  const r = db.prepare(`insert into testing_reports (report_num, report_name, sample_kind, sample_id, lab, tested_at, verdict, created_at, updated_at) values (?,?,?,?,?,?,?,?,?)`);
  const areas = ['640500', '640100', '110100', '330100', '440300', '510100'];
  db.transaction(() => {
    for (let i = 1; i <= 106; i++) m.run(`M${i}`, `物质${i}`, i % 3 ? '["x"]' : '[]', i % 4 ? '{"marker":"ITS2"}' : null, now - (i % 400) * 86400, now, i);
    for (let i = 1; i <= 100000; i++) p.run(`P${i}`, `产品${i}`, '6901234567892', i % 10 ? '["x"]' : '[]', 'beverage', `brand${i % 300}`, now - (i % 400) * 86400, now, i % 1000);
    for (let i = 1; i <= 1000000; i++) {
      const kind = i % 2 ? 'matter' : 'product';
      const area = areas[i % areas.length]!;
      s.run(kind, kind === 'matter' ? (i % 106) + 1 : null, kind === 'product' ? (i % 100000) + 1 : null, `S${i}`, `样品${i}`, area, area.slice(0, 2) + '0000', i % 7 ? '["x"]' : '[]', 'first', 'wild', now, now - (i % 400) * 86400, now, i % 500);
    }
    for (let i = 1; i <= 800000; i++) r.run(`R${i}`, `报告${i}`, i % 2 ? 'matter' : 'product', i, 'lab', now - (i % 300) * 86400, i % 20 ? 'pass' : 'fail', now - (i % 400) * 86400, now);
  })();
  db.exec('analyze');
  db.close();
}
const { buildApp } = await import('./src/app');
const { loadConfig } = await import('./src/config');
const database = openDatabase({ sqliteFile: file });
const app = await buildApp({ config: loadConfig({ DATA_DIR: '/tmp', WEB_DIST: '/nonexistent' }), database, logger: false });
const auth = { userId: 1, sessionId: 0, username: 'admin', role: 'admin' as const, roles: ['admin' as const] };
const time = async (label: string, fn: () => Promise<unknown>) => {
  const t0 = performance.now();
  await fn();
  console.log(label.padEnd(28), Math.round(performance.now() - t0), 'ms');
};
const s = app.services;
for (let round = 0; round < 2; round++) {
  await time('overview', () => s.dashboard.overview());
  await time('contentData', () => s.dashboard.contentData(14));
  await time('popular sample', () => s.dashboard.popular('sample', 10));
  await time('analysis sample', () => s.analytics.analysis('sample'));
  await time('contentPeriod', () => s.analytics.contentPeriod('zh-CN'));
  await time('contentPublish', () => s.analytics.contentPublish('zh-CN'));
  await time('chainGrowth sample', () => s.analytics.chainGrowth('sample', 'zh-CN'));
  await time('dataOverview', () => s.analytics.dataOverview('zh-CN'));
  await time('multiDimension', () => s.analytics.multiDimension('zh-CN'));
  await time('popularAuthors', () => s.analytics.popularAuthors());
  await time('rulesCards', () => s.cards.rulesCards('zh-CN'));
  await time('violations sample-report', () => s.cards.violations('sample-without-report', { current: 1, pageSize: 10 }));
  await time('qualityInspection', () => s.cards.qualityInspection({ current: 1, pageSize: 12 }, 'zh-CN'));
  await time('user visits', () => s.activity.visits(auth, 'zh-CN'));
  await time('metrics', () => s.monitor.metrics());
}
await app.close();
await database.close();
