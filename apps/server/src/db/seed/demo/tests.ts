import type { Prng } from './prng';

/** Test items of a demo report: limits and methods as in the Chinese Pharmacopoeia 2020 / GB 2762, 5009. */
interface TestDef {
  item: string;
  category: string;
  unit: string;
  limit: number;
  method: string;
  /** Typical result range for a passing sample. */
  typical: [number, number];
  /** Chance the item is below detection (result_text 未检出). */
  nd?: number;
  /** Limit as printed when not "≤ limit". */
  limitText?: string;
  /** The standard setting the limit, named in the report when the item is tested. */
  standard?: string;
}

const HERB_TESTS: TestDef[] = [
  {
    item: '铅 (Pb)',
    category: 'heavy-metal',
    unit: 'mg/kg',
    limit: 5,
    method: 'GB 5009.12-2017',
    typical: [0.05, 2.5],
  },
  {
    item: '镉 (Cd)',
    category: 'heavy-metal',
    unit: 'mg/kg',
    limit: 1,
    method: 'GB 5009.15-2014',
    typical: [0.01, 0.5],
  },
  {
    item: '砷 (As)',
    category: 'heavy-metal',
    unit: 'mg/kg',
    limit: 2,
    method: 'GB 5009.11-2014',
    typical: [0.02, 0.9],
  },
  {
    item: '汞 (Hg)',
    category: 'heavy-metal',
    unit: 'mg/kg',
    limit: 0.2,
    method: 'GB 5009.17-2021',
    typical: [0.002, 0.08],
    nd: 0.3,
  },
  { item: '水分', category: 'physicochemical', unit: '%', limit: 15, method: 'GB 5009.3-2016', typical: [6, 13] },
  { item: '总灰分', category: 'physicochemical', unit: '%', limit: 8, method: 'GB 5009.4-2016', typical: [1.5, 6] },
  {
    item: '二氧化硫残留量',
    category: 'additive',
    unit: 'mg/kg',
    limit: 150,
    method: 'GB 5009.34-2022',
    typical: [2, 60],
    nd: 0.4,
  },
  {
    item: '黄曲霉毒素B1',
    category: 'mycotoxin',
    unit: 'μg/kg',
    limit: 5,
    method: 'GB 5009.22-2016',
    typical: [0.1, 2],
    nd: 0.6,
  },
  {
    item: '33种禁用农药残留',
    category: 'pesticide',
    unit: 'mg/kg',
    limit: 0.05,
    method: '中国药典 2020 通则 2341',
    typical: [0.001, 0.02],
    nd: 0.85,
  },
];

const FOOD_TESTS: TestDef[] = [
  {
    item: '铅 (Pb)',
    category: 'heavy-metal',
    unit: 'mg/kg',
    limit: 0.5,
    method: 'GB 5009.12-2017',
    typical: [0.01, 0.3],
  },
  {
    item: '总砷 (As)',
    category: 'heavy-metal',
    unit: 'mg/kg',
    limit: 0.5,
    method: 'GB 5009.11-2014',
    typical: [0.01, 0.2],
    nd: 0.3,
  },
  { item: '水分', category: 'physicochemical', unit: '%', limit: 7, method: 'GB 5009.3-2016', typical: [2, 6] },
  {
    item: '二氧化硫残留量',
    category: 'additive',
    unit: 'g/kg',
    limit: 0.1,
    method: 'GB 5009.34-2022',
    typical: [0.002, 0.05],
    nd: 0.6,
  },
  { item: '菌落总数', category: 'microbe', unit: 'CFU/g', limit: 10000, method: 'GB 4789.2-2022', typical: [10, 3000] },
  {
    item: '大肠菌群',
    category: 'microbe',
    unit: 'CFU/g',
    limit: 100,
    method: 'GB 4789.3-2016',
    typical: [1, 30],
    nd: 0.7,
  },
  // A pathogen: the only kind of item GB 29921-2021 sets a limit for (not in 25 g).
  {
    item: '沙门氏菌',
    category: 'microbe',
    unit: '/25g',
    limit: 0,
    method: 'GB 4789.4-2016',
    typical: [0, 0],
    nd: 1,
    limitText: '不得检出',
    standard: 'GB 29921-2021',
  },
];

/** Chinese Pharmacopoeia 2020: SO₂ residue ≤ 400 mg/kg for these (others ≤ 150 mg/kg). */
export const SO2_400_MATTERS = new Set(['山药', '天冬', '天麻', '党参']);
/** Not plant material: no plant pesticide residue or total ash test. */
export const NON_PLANT_MATTERS = new Set(['牡蛎', '蜂蜜']);
/** Liquids: no moisture limit. */
export const LIQUID_MATTERS = new Set(['蜂蜜']);
export const LIQUID_PRODUCT_TYPES = new Set(['beverage', 'prepared-wine']);

/** The tests that apply to one subject (a matter by name, or a product by type). */
export function testDefsFor(subject: { matter?: string; productType?: string }): TestDef[] {
  if (subject.matter !== undefined) {
    const name = subject.matter;
    return HERB_TESTS.filter((d) => {
      if (NON_PLANT_MATTERS.has(name) && (d.item === '总灰分' || d.category === 'pesticide')) return false;
      if (LIQUID_MATTERS.has(name) && d.item === '水分') return false;
      return true;
    }).map((d) => (d.item === '二氧化硫残留量' && SO2_400_MATTERS.has(name) ? { ...d, limit: 400 } : d));
  }
  return FOOD_TESTS.filter((d) => !(d.item === '水分' && LIQUID_PRODUCT_TYPES.has(subject.productType ?? '')));
}

export const LABS = [
  '示例药食检测中心（演示）',
  '演示质检研究院 理化实验室',
  '示例第三方检测有限公司（演示）',
  '演示省食品药品检验所',
];

export interface DemoItem {
  item: string;
  category: string;
  result: number | null;
  result_text: string;
  unit: string;
  upper: number;
  limit_text: string;
  method: string;
  verdict: 'pass' | 'fail';
  /** 1 for 未检出 (migration 0014): judged as within an upper limit. */
  not_detected: 0 | 1;
}

/** Items of one report on `subject`; `fail` makes one item exceed its limit. */
export function demoItems(rnd: Prng, subject: { matter?: string; productType?: string }, fail: boolean): DemoItem[] {
  const defs = testDefsFor(subject);
  const chosen = defs.filter((d, i) => i < 4 || rnd.chance(0.7));
  const failing = fail ? rnd.pick(chosen.filter((d) => !d.nd || d.nd < 0.5)) : null;
  return chosen.map((d) => {
    const nd = d.nd !== undefined && d !== failing && rnd.chance(d.nd);
    const digits = d.limit >= 100 ? 0 : d.limit >= 1 ? 2 : 3;
    const result = nd
      ? null
      : d === failing
        ? rnd.float(d.limit * 1.1, d.limit * 2.2, digits)
        : rnd.float(d.typical[0], d.typical[1], digits);
    return {
      item: d.item,
      category: d.category,
      result,
      result_text: nd ? '未检出' : String(result),
      unit: d.unit,
      upper: d.limit,
      limit_text: d.limitText ?? `≤${d.limit}`,
      method: d.method,
      verdict: result !== null && result > d.limit ? 'fail' : 'pass',
      not_detected: nd ? 1 : 0,
    };
  });
}
