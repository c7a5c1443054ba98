// The benchmark's generated rows, the same for every engine: one deterministic stream of
// products, their matter links and samples, with explicit ids (so a product sample points
// at the same product whichever database it lands in).
import { PRODUCT_TYPE_KEYS, SAMPLE_GRADE_KEYS, SAMPLE_SOURCE_KEYS } from '@yaoshi/contracts';
import { buildSearchText } from '../src/modules/records/search-text';

export interface Scale {
  products: number;
  samples: number;
}

/** Bumped whenever the rows below change, so a cached benchmark database is rebuilt. */
export const ROWS_VERSION = 2;

/** Times are relative to a fixed day, not to now: every generation gives the same rows. */
const NOW = Date.UTC(2026, 10, 1) / 1000;
const YEAR = 365 * 86400;

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

export interface ProductRow {
  id: number;
  product_num: string;
  product_name: string;
  product_type: string;
  product_brand: string;
  product_factory: string;
  product_barcode: string;
  product_component: string;
  product_release_time: number;
  search_text: string;
  created_at: number;
  updated_at: number;
  /** The one matter it contains (product_matters). */
  matter_id: number;
}

export interface SampleRow {
  id: number;
  kind: 'matter' | 'product';
  matter_id: number | null;
  product_id: number | null;
  num: string;
  name: string;
  source: string;
  area: string;
  province: string;
  grade: string;
  brand: string;
  search_text: string;
  coll_vol: number;
  coll_time: number;
  created_at: number;
  updated_at: number;
}

export interface Catalogue {
  matters: { id: number; material_name: string }[];
  /** Ids of generated rows start after these (the seed may have made some). */
  firstProductId: number;
  firstSampleId: number;
}

/**
 * The rows, in generation order: every product first (they are referenced by samples), then
 * the samples in batches. One PRNG stream drives both, so they must be read in this order.
 */
export function benchRows(scale: Scale, cat: Catalogue) {
  if (cat.matters.length === 0) throw new Error('seed the catalogue first');
  const rand = rng(20261121);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const productIds: number[] = [];

  function* products(): Generator<ProductRow> {
    for (let i = 1; i <= scale.products; i++) {
      const m = pick(cat.matters);
      const brand = pick(BRANDS);
      const name = `${brand}${m.material_name}${pick(['茶', '膏', '饮', '粉', '片', '丸'])}`;
      const num = `BP-${String(i).padStart(7, '0')}`;
      const barcode = ean13(`69${String(10_000_000_000 + i).slice(1)}`);
      const t = NOW - Math.floor(rand() * YEAR);
      const id = cat.firstProductId + i - 1;
      productIds.push(id);
      yield {
        id,
        product_num: num,
        product_name: name,
        product_type: pick(PRODUCT_TYPE_KEYS),
        product_brand: brand,
        product_factory: `${brand}食品有限公司 (demo)`,
        product_barcode: barcode,
        product_component: m.material_name,
        product_release_time: t,
        search_text: buildSearchText({ names: [name, brand], codes: [num, barcode] }),
        created_at: t,
        updated_at: t,
        matter_id: m.id,
      };
    }
  }

  function* samples(): Generator<SampleRow> {
    if (scale.products > 0 && productIds.length < scale.products) throw new Error('read the products first');
    for (let i = 1; i <= scale.samples; i++) {
      const isMatter = i % 2 === 1;
      const m = pick(cat.matters);
      const [area, province] = pick(CITIES);
      const num = `${isMatter ? 'BMS' : 'BPS'}-${String(i).padStart(8, '0')}`;
      const name = `${m.material_name}样品`;
      const t = NOW - Math.floor(rand() * YEAR);
      const brand = isMatter ? '' : pick(BRANDS);
      yield {
        id: cat.firstSampleId + i - 1,
        kind: isMatter ? 'matter' : 'product',
        matter_id: isMatter ? m.id : null,
        product_id: isMatter ? null : pick(productIds),
        num,
        name,
        source: pick(SAMPLE_SOURCE_KEYS),
        area,
        province,
        grade: pick(SAMPLE_GRADE_KEYS),
        brand,
        search_text: buildSearchText({ names: [name, brand], codes: [num] }),
        coll_vol: Math.round(rand() * 5000) / 10,
        coll_time: t,
        created_at: t,
        updated_at: t,
      };
    }
  }

  return { products, samples };
}

/** Up to `size` items of an iterator at a time. */
export function* batches<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
