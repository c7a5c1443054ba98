import {
  PRODUCT_TYPES,
  type RestrictionKind,
  SAMPLE_GRADES,
  SAMPLE_SOURCES,
  ean13CheckDigit,
  provinceOf,
} from '@yaoshi/contracts';
import { CITY_CODES, regionName } from '../../../lib/regions';
import { reportSearchText } from '../../../modules/lab';
import { productSearchText, sampleSearchText } from '../../../modules/records/linked-search-text';
import { demoNutrients } from './nutrition';
import { mulberry32 } from './prng';
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
const TYPE_WORDS: Record<string, { suffix: string; specs: string[] }> = {
  'solid-beverage': { suffix: '固体饮料', specs: ['10 g × 20 袋/盒', '300 g/罐'] },
  'substitute-tea': { suffix: '代用茶', specs: ['5 g × 30 袋/盒', '150 g/罐'] },
  beverage: { suffix: '饮品', specs: ['310 mL/罐', '500 mL/瓶'] },
  candy: { suffix: '压片糖果', specs: ['60 g/瓶', '0.5 g × 120 片/瓶'] },
  pastry: { suffix: '糕', specs: ['240 g/盒', '30 g × 8 枚/盒'] },
  'preserved-fruit': { suffix: '蜜饯', specs: ['200 g/袋', '500 g/袋'] },
  'instant-food': { suffix: '即食粥', specs: ['40 g × 10 袋/盒', '280 g/碗'] },
  seasoning: { suffix: '调味料', specs: ['50 g/瓶', '100 g/袋'] },
  'prepared-wine': { suffix: '配制酒', specs: ['500 mL/瓶', '125 mL/瓶'] },
  'health-food': { suffix: '膏', specs: ['150 g/瓶', '15 g × 12 袋/盒'] },
  other: { suffix: '粉', specs: ['500 g/袋', '250 g/罐'] },
};

export interface DemoMatter {
  id: number;
  name: string;
  /** Kinds of its use restrictions (data/restrictions.json): the generator keeps to them. */
  restrictions?: RestrictionKind[];
}

/** The label warning the official notes ask for on products with a special-population substance. */
export const POPULATION_WARNING = '不适宜人群：孕妇、哺乳期妇女及婴幼儿等特殊人群不推荐食用';
/** Marks the few products that break a rule on purpose, so the compliance check has something to show. */
export const DELIBERATE_MARK = '【演示·故意违规】';

/**
 * Products (by index) that break one rule on purpose: a spice-only substance in a drink, a wild
 * animal in a prepared wine, a special-population substance without the label warning.
 */
const DELIBERATE: Record<number, { type: string; kind: RestrictionKind; why: string }> = {
  7: { type: 'beverage', kind: 'spice-only', why: '仅作香辛料和调味品使用的物质用于饮料' },
  42: { type: 'prepared-wine', kind: 'wild-animal-not-food', why: '陆生野生动物用于食品' },
  133: { type: 'solid-beverage', kind: 'special-population', why: '含特殊人群不推荐食用的物质而标签未标示' },
};

const has = (m: DemoMatter, kind: RestrictionKind) => m.restrictions?.includes(kind) ?? false;
/** May this matter go into a product of this type (the rules the compliance check applies)? */
export const allowedIn = (m: DemoMatter, type: string) =>
  !has(m, 'wild-animal-not-food') && (type === 'seasoning' || !has(m, 'spice-only'));

const DAY = 86400;
const pad = (n: number, w: number) => String(n).padStart(w, '0');

/** EAN-13 in the GS1 restricted-circulation range (20…), so no demo code is a real product's. */
export function demoBarcode(seq: number): string {
  const first12 = `20${pad(seq, 10)}`;
  return `${first12}${ean13CheckDigit(first12)}`;
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
    const deliberate = DELIBERATE[i];
    const type = deliberate?.type ?? rnd.pick(types);
    const words = TYPE_WORDS[type]!;
    const offending = deliberate ? matters.find((m) => has(m, deliberate.kind)) : undefined;
    const allowed = matters.filter((m) => allowedIn(m, type) && !(offending && has(m, 'special-population')));
    const contained = [...(offending ? [offending] : []), ...rnd.sample(allowed, rnd.int(1, offending ? 2 : 3))];
    const warn = !offending && contained.some((m) => has(m, 'special-population'));
    const brand = rnd.pick(BRANDS);
    const city = rnd.pick(CITY_CODES);
    const name = `${brand}${contained.map((m) => m.name).join('')}${words.suffix}`;
    const created = when(365);
    const row = {
      product_num: `P-${pad(i + 1, 6)}`,
      product_name: name,
      images: '[]',
      product_component:
        [...contained.map((m) => m.name), rnd.pick(['冰糖', '麦芽糊精', '低聚果糖', '纯净水', '蜂蜜'])].join('、') +
        (warn ? `。${POPULATION_WARNING}` : ''),
      product_type: type,
      product_specs: rnd.pick(words.specs),
      product_nutrients_json: JSON.stringify(demoNutrients(rnd, type)),
      product_dev_basis: `按传统既是食品又是中药材的物质目录管理规定选用原料；执行标准 Q/YS ${pad(rnd.int(1, 999), 4)}S（演示）`,
      product_research:
        deliberate && offending ? `${DELIBERATE_MARK}${deliberate.why}（${offending.name}），用于展示合规检查` : '',
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
    return { row, matterIds: contained.map((m) => m.id), deliberate: Boolean(deliberate && offending) };
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
  const subjectName = new Map<string, string>();
  const productType = new Map<string, string>();
  const matterSamples = Array.from({ length: opts.matterSamples }, (_, i) => {
    const m = rnd.pick(matters);
    const row = sample('matter', i, m.id, m.name);
    subjectName.set(row.num, m.name);
    return row;
  });
  // Product samples refer to products by index; the caller maps indexes to ids after insert.
  const productSamples = Array.from({ length: opts.productSamples }, (_, i) => {
    const p = rnd.int(0, products.length - 1);
    const row = sample('product', i, -1, products[p]!.row.product_name);
    productType.set(row.num, products[p]!.row.product_type);
    return { productIndex: p, row };
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
    const subject = kind === 'matter' ? { matter: subjectName.get(s.num)! } : { productType: productType.get(s.num)! };
    const items: DemoItem[] = demoItems(rnd, subject, rnd.chance(0.05));
    const fails = items.filter((x) => x.verdict === 'fail').length;
    const tested = Math.min(now, s.coll_time + rnd.int(3, 30) * DAY);
    const row = {
      report_num: `TR-${pad(i + 1, 7)}`,
      report_name: `${s.name} 检测报告`,
      sample_kind: kind,
      lab: rnd.pick(LABS),
      tested_at: tested,
      standard: [
        ...(kind === 'matter' ? ['《中国药典》2020年版'] : []),
        'GB 2762-2022',
        // Named only when a pathogen was tested: GB 29921 sets limits for pathogens only.
        ...(items.some((x) => x.item === '沙门氏菌') ? ['GB 29921-2021'] : []),
      ].join('；'),
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
