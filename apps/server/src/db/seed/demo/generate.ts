import { NRV, PRODUCT_TYPES, SAMPLE_GRADES, SAMPLE_SOURCES, ean13CheckDigit, provinceOf } from '@yaoshi/contracts';
import { productSearchText } from '../../../modules/products/product-record';
import { CITY_CODES, regionName } from '../../../modules/regions/regions';
import { reportSearchText } from '../../../modules/reports/report-record';
import { sampleSearchText } from '../../../modules/samples/sample-fields';
import { type Prng, mulberry32 } from './prng';
import { type DemoItem, LABS, demoItems } from './tests';

/** Fictional brands: every demo product is also flagged is_demo and shown with a demo badge. */
const BRANDS = [
  '本草源',
  '药食坊',
  '谷禾堂',
  '岐黄小铺',
  '百草园记',
  '神农田',
  '养生斋',
  '杏林春',
  '禾木良品',
  '素膳坊',
];
const GATHERERS = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏', '黄强', '周婷', '吴昊'];
const STORAGE = ['阴凉干燥处密封保存', '常温避光保存', '0–4 °C 冷藏', '通风干燥处，防潮防蛀', '−18 °C 冷冻'];
const TYPE_WORDS: Record<string, { suffix: string; specs: string[]; energy: [number, number] }> = {
  'solid-beverage': { suffix: '固体饮料', specs: ['10 g × 20 袋/盒', '300 g/罐'], energy: [1400, 1700] },
  'substitute-tea': { suffix: '代用茶', specs: ['5 g × 30 袋/盒', '150 g/罐'], energy: [1000, 1400] },
  beverage: { suffix: '饮品', specs: ['310 mL/罐', '500 mL/瓶'], energy: [120, 260] },
  candy: { suffix: '压片糖果', specs: ['60 g/瓶', '0.5 g × 120 片/瓶'], energy: [1500, 1700] },
  pastry: { suffix: '糕', specs: ['240 g/盒', '30 g × 8 枚/盒'], energy: [1500, 1900] },
  'preserved-fruit': { suffix: '蜜饯', specs: ['200 g/袋', '500 g/袋'], energy: [1100, 1400] },
  'instant-food': { suffix: '即食粥', specs: ['40 g × 10 袋/盒', '280 g/碗'], energy: [1400, 1650] },
  seasoning: { suffix: '调味料', specs: ['50 g/瓶', '100 g/袋'], energy: [900, 1400] },
  'prepared-wine': { suffix: '配制酒', specs: ['500 mL/瓶', '125 mL/瓶'], energy: [700, 1000] },
  'health-food': { suffix: '膏', specs: ['150 g/瓶', '15 g × 12 袋/盒'], energy: [1000, 1300] },
  other: { suffix: '粉', specs: ['500 g/袋', '250 g/罐'], energy: [1300, 1600] },
};

export interface DemoMatter {
  id: number;
  name: string;
}

const DAY = 86400;
const pad = (n: number, w: number) => String(n).padStart(w, '0');

/** EAN-13 in the GS1 restricted-circulation range (20…), so no demo code is a real product's. */
export function demoBarcode(seq: number): string {
  const first12 = `20${pad(seq, 10)}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

function nutrients(rnd: Prng, energy: [number, number]) {
  const row = (item: string, value: number, unit: string) => {
    const nrv = NRV[item];
    return { item, value, unit, nrv: nrv ? Math.round((value / nrv.value) * 100) : null };
  };
  const kj = rnd.int(energy[0], energy[1]);
  return [
    row('能量', kj, 'kJ'),
    row('蛋白质', rnd.float(0, 12, 1), 'g'),
    row('脂肪', rnd.float(0, 8, 1), 'g'),
    row('碳水化合物', rnd.float(20, 90, 1), 'g'),
    row('钠', rnd.int(0, 400), 'mg'),
  ];
}

/** Generates ~300 products, ~3,000 samples and ~1,500 reports (rows ready to insert, without ids). */
export function generateDemo(
  matters: DemoMatter[],
  now: number,
  opts = { products: 300, matterSamples: 1800, productSamples: 1200, reports: 1500 },
) {
  const rnd = mulberry32(20240826);
  const when = (daysBack: number) => now - rnd.int(0, daysBack * DAY);
  const types = PRODUCT_TYPES.map((t) => t.key);

  const products = Array.from({ length: opts.products }, (_, i) => {
    const type = rnd.pick(types);
    const words = TYPE_WORDS[type]!;
    const contained = rnd.sample(matters, rnd.int(1, 3));
    const brand = rnd.pick(BRANDS);
    const city = rnd.pick(CITY_CODES);
    const name = `${brand}${contained.map((m) => m.name).join('')}${words.suffix}`;
    const created = when(365);
    const row = {
      product_num: `P-${pad(i + 1, 6)}`,
      product_name: name,
      images: '[]',
      product_component: [
        ...contained.map((m) => m.name),
        rnd.pick(['冰糖', '麦芽糊精', '低聚果糖', '纯净水', '蜂蜜']),
      ].join('、'),
      product_type: type,
      product_specs: rnd.pick(words.specs),
      product_nutrients_json: JSON.stringify(nutrients(rnd, words.energy)),
      product_dev_basis: `按传统既是食品又是中药材的物质目录管理规定选用原料；执行标准 Q/YS ${pad(rnd.int(1, 999), 4)}S（演示）`,
      product_research: '',
      product_brand: brand,
      product_factory: `${brand}（演示）食品有限公司`,
      product_address: `${regionName(city).replace(' / ', '')}示例路 ${rnd.int(1, 300)} 号`,
      product_release_time: when(5 * 365),
      product_barcode: demoBarcode(i + 1),
      status: rnd.chance(0.95) ? 'online' : 'offline',
      is_demo: 1,
      view_count: 0,
      created_at: created,
      updated_at: Math.min(now, created + rnd.int(0, 30 * DAY)),
      created_by: null,
      updated_by: null,
      search_text: '',
    };
    row.search_text = productSearchText(row);
    return { row, matterIds: contained.map((m) => m.id) };
  });

  const sample = (kind: 'matter' | 'product', i: number, parentId: number, parentName: string) => {
    const area = rnd.pick(CITY_CODES);
    const collTime = when(4 * 365);
    const created = Math.min(now, collTime + rnd.int(1, 20) * DAY);
    const gatherer = rnd.pick(GATHERERS);
    const row = {
      kind,
      matter_id: kind === 'matter' ? parentId : null,
      product_id: kind === 'product' ? parentId : null,
      num: `${kind === 'matter' ? 'MS' : 'PS'}-${pad(i + 1, 7)}`,
      name: `${parentName} ${regionName(area).split(' / ').pop()} ${new Date(collTime * 1000).toISOString().slice(0, 7)}`,
      source: kind === 'matter' ? rnd.pick(SAMPLE_SOURCES.slice(0, 4)).key : rnd.pick(SAMPLE_SOURCES.slice(3)).key,
      images: '[]',
      gatherer: `${gatherer}（演示）`,
      gatherer_tel: `000-0000-${pad(rnd.int(0, 9999), 4)}`,
      area,
      province: provinceOf(area),
      coll_vol: kind === 'matter' ? rnd.int(1, 40) * 50 : rnd.int(1, 12),
      coll_unit: kind === 'matter' ? 'g' : 'pcs',
      coll_time: collTime,
      grade: rnd.pick(SAMPLE_GRADES).key,
      storage: rnd.pick(STORAGE),
      brand: kind === 'matter' && rnd.chance(0.3) ? rnd.pick(BRANDS) : '',
      media_photog: `${gatherer}（演示）`,
      media_time: collTime + rnd.int(0, 3600),
      media_location: regionName(area),
      status: rnd.chance(0.97) ? 'online' : 'offline',
      is_demo: 1,
      view_count: 0,
      created_at: created,
      updated_at: created,
      created_by: null,
      updated_by: null,
      search_text: '',
    };
    row.search_text = sampleSearchText(row);
    return row;
  };
  const matterSamples = Array.from({ length: opts.matterSamples }, (_, i) => {
    const m = rnd.pick(matters);
    return sample('matter', i, m.id, m.name);
  });
  // Product samples refer to products by index; the caller maps indexes to ids after insert.
  const productSamples = Array.from({ length: opts.productSamples }, (_, i) => {
    const p = rnd.int(0, products.length - 1);
    return { productIndex: p, row: sample('product', i, -1, products[p]!.row.product_name) };
  });

  // Reports on distinct samples: index < matterSamples.length → a matter sample.
  const all = [
    ...matterSamples.map((s) => ({ kind: 'matter' as const, s })),
    ...productSamples.map((p) => ({ kind: 'product' as const, s: p.row })),
  ];
  const picked = rnd.sample(
    all.map((_, i) => i),
    Math.min(opts.reports, all.length),
  );
  const reports = picked.map((sampleIndex, i) => {
    const { kind, s } = all[sampleIndex]!;
    const items: DemoItem[] = demoItems(rnd, kind, rnd.chance(0.05));
    const fails = items.filter((x) => x.verdict === 'fail').length;
    const tested = Math.min(now, s.coll_time + rnd.int(3, 30) * DAY);
    const row = {
      report_num: `TR-${pad(i + 1, 7)}`,
      report_name: `${s.name} 检测报告`,
      sample_kind: kind,
      lab: rnd.pick(LABS),
      tested_at: tested,
      standard: kind === 'matter' ? '《中国药典》2020年版；GB 2762-2022' : 'GB 2762-2022；GB 29921-2021',
      verdict: fails ? 'fail' : 'pass',
      attachment: '',
      note: '演示数据',
      item_count: items.length,
      fail_count: fails,
      status: 'online',
      is_demo: 1,
      view_count: 0,
      created_at: tested,
      updated_at: tested,
      created_by: null,
      updated_by: null,
      search_text: '',
    };
    row.search_text = reportSearchText(row, { num: s.num, name: s.name });
    return { sampleNum: s.num, row, items };
  });

  return { products, matterSamples, productSamples, reports };
}
