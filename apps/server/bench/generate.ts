// Fills a scratch SQLite database to benchmark scale: the real catalogue (seed steps) plus
// N generated products and samples. Rows go in through prepared statements in large
// transactions — the app's own write path would take hours for a million rows.
import SQLite from 'better-sqlite3';
import { PRODUCT_TYPE_KEYS, SAMPLE_GRADE_KEYS, SAMPLE_SOURCE_KEYS } from '@yaoshi/contracts';
import { buildSearchText } from '../src/modules/search/search-text';

export interface Scale {
  products: number;
  samples: number;
}

/** Deterministic PRNG (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function ean13(body12: string): string {
  const sum = [...body12].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return body12 + ((10 - (sum % 10)) % 10);
}

const BRANDS = ['同仁堂', '杞里香', '宁夏红', '百草园', '药食坊', '本草纲目', '岭南', '长白山', '云岭', '黄河源'];
const CITIES: [string, string][] = [
  ['640100', '640000'],
  ['110100', '110000'],
  ['440100', '440000'],
  ['530100', '530000'],
  ['510100', '510000'],
  ['330100', '330000'],
  ['220100', '220000'],
  ['410100', '410000'],
];

export function generate(file: string, scale: Scale, log: (s: string) => void = console.log): void {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const rand = rng(20261121);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const matters = db.prepare('select id, material_name from matters order by id').all() as {
    id: number;
    material_name: string;
  }[];
  if (matters.length === 0) throw new Error('seed the catalogue first');
  const now = Math.floor(Date.now() / 1000);
  const year = 365 * 86400;

  const insertProduct = db.prepare(`insert into products (product_num, product_name, product_type, product_brand,
    product_factory, product_address, product_barcode, product_component, product_specs, product_dev_basis,
    product_research, images, product_nutrients_json, product_release_time, search_text, status, is_demo, view_count,
    created_at, updated_at) values (?, ?, ?, ?, ?, '', ?, ?, '100 g', '', '', '[]', '[]', ?, ?, 'online', 1, 0, ?, ?)`);
  const linkMatter = db.prepare('insert or ignore into product_matters (product_id, matter_id) values (?, ?)');
  const productIds: number[] = [];
  db.transaction(() => {
    for (let i = 1; i <= scale.products; i++) {
      const m = pick(matters);
      const brand = pick(BRANDS);
      const name = `${brand}${m.material_name}${pick(['茶', '膏', '饮', '粉', '片', '丸'])}`;
      const num = `BP-${String(i).padStart(7, '0')}`;
      const barcode = ean13(`69${String(10_000_000_000 + i).slice(1)}`);
      const t = now - Math.floor(rand() * year);
      const r = insertProduct.run(
        num,
        name,
        pick(PRODUCT_TYPE_KEYS),
        brand,
        `${brand}食品有限公司 (demo)`,
        barcode,
        m.material_name,
        t,
        buildSearchText({ names: [name, brand], codes: [num, barcode] }),
        t,
        t,
      );
      const id = Number(r.lastInsertRowid);
      productIds.push(id);
      linkMatter.run(id, m.id);
      if (i % 20000 === 0) log(`  products ${i}`);
    }
  })();

  const insertSample = db.prepare(`insert into samples (kind, matter_id, product_id, num, name, source, gatherer,
    gatherer_tel, area, province, grade, storage, brand, media_photog, media_location, search_text, images, coll_vol,
    coll_unit, coll_time, media_time, status, is_demo, view_count, created_at, updated_at)
    values (?, ?, ?, ?, ?, ?, '演示采集员', '138-0000-0000', ?, ?, ?, '阴凉干燥', ?, '', '', ?, '[]', ?, 'g', ?, null,
    'online', 1, 0, ?, ?)`);
  const batch = 50_000;
  for (let start = 1; start <= scale.samples; start += batch) {
    db.transaction(() => {
      for (let i = start; i < Math.min(start + batch, scale.samples + 1); i++) {
        const isMatter = i % 2 === 1;
        const m = pick(matters);
        const [area, province] = pick(CITIES);
        const num = `${isMatter ? 'BMS' : 'BPS'}-${String(i).padStart(8, '0')}`;
        const name = `${m.material_name}样品`;
        const t = now - Math.floor(rand() * year);
        const brand = isMatter ? '' : pick(BRANDS);
        insertSample.run(
          isMatter ? 'matter' : 'product',
          isMatter ? m.id : null,
          isMatter ? null : pick(productIds),
          num,
          name,
          pick(SAMPLE_SOURCE_KEYS),
          area,
          province,
          pick(SAMPLE_GRADE_KEYS),
          brand,
          buildSearchText({ names: [name, brand], codes: [num] }),
          Math.round(rand() * 5000) / 10,
          t,
          t,
          t,
        );
      }
    })();
    log(`  samples ${Math.min(start + batch - 1, scale.samples)}`);
  }
  db.pragma('optimize');
  db.exec('analyze');
  db.close();
}
