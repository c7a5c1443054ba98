import type { Selectable } from 'kysely';
import type { SamplesTable } from '../../db/tables/catalogue';
import type { SampleListColumns } from './samples.repository';
import { type MatterSampleRow, type ProductSampleRow, provinceOf } from '@yaoshi/contracts';
import { regionName } from '../../lib/regions';
import { firstImage, parseJson, toJson } from '../records/record-json';

export type SampleKind = 'matter' | 'product';
export type DbSample = Selectable<SamplesTable>;

/**
 * Both sample kinds live in one table with neutral column names; the API names them
 * ms_* (matter samples) and product_sample_* (product samples) as SPEC §3 does.
 */
export const SAMPLE_API = {
  matter: {
    kind: 'matter-sample',
    prefix: 'ms_',
    parent: 'matter_id',
    testing: 'msample_testing_ids',
    numPrefix: 'MS-',
  },
  product: {
    kind: 'product-sample',
    prefix: 'product_sample_',
    parent: 'product_id',
    testing: 'psample_testing_ids',
    numPrefix: 'PS-',
  },
} as const;

/** Columns named with the kind's prefix in the API. */
const PREFIXED = [
  'num',
  'name',
  'source',
  'gatherer',
  'gatherer_tel',
  'area',
  'coll_vol',
  'coll_unit',
  'coll_time',
  'grade',
  'storage',
  'media_photog',
  'media_time',
  'media_location',
] as const;

export const apiField = (kind: SampleKind, column: string) =>
  (PREFIXED as readonly string[]).includes(column) || (kind === 'matter' && column === 'brand')
    ? `${SAMPLE_API[kind].prefix}${column}`
    : column;

/** Validated API input → columns (area also sets province). */
export function sampleColumns(kind: SampleKind, input: Record<string, unknown>): Partial<Omit<DbSample, 'id'>> {
  const p = SAMPLE_API[kind].prefix;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (key === 'images') out.images = toJson(value);
    else if (key === 'status' || key === SAMPLE_API[kind].parent) out[key] = value;
    else if (key.startsWith(p)) out[key.slice(p.length)] = value;
  }
  if (typeof out.area === 'string') out.province = provinceOf(out.area);
  return out as Partial<Omit<DbSample, 'id'>>;
}

const num = (v: number | null) => (v === null ? null : Number(v));

/** Full record in the API's names. */
export function toSample(kind: SampleKind, r: DbSample, extra: { testingIds: number[]; brand?: string }) {
  const a = SAMPLE_API[kind];
  const out: Record<string, unknown> = {
    id: Number(r.id),
    [a.parent]: Number(kind === 'matter' ? r.matter_id : r.product_id),
    images: parseJson(r.images, []),
    [`${a.prefix}area_name`]: regionName(r.area),
    [a.testing]: extra.testingIds,
    status: r.status,
    state: r.state,
    retest_of: num(r.retest_of),
    is_demo: r.is_demo === 1,
    view_count: Number(r.view_count),
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
    created_by: num(r.created_by),
    updated_by: num(r.updated_by),
  };
  for (const c of PREFIXED) {
    const v = r[c];
    out[`${a.prefix}${c}`] =
      c === 'coll_vol' ? Number(v) : c === 'coll_time' || c === 'media_time' ? num(v as number | null) : v;
  }
  if (kind === 'matter') {
    out.ms_brand = r.brand;
    out.ms_form = r.form;
  } else out.product_brand = extra.brand ?? '';
  return out;
}

type ListRow = Pick<DbSample, SampleListColumns>;
type ListExtra = { parentName: string; brand: string; reportCount: number };

/*
 * List rows are built with literal keys, one builder per kind: computed keys made every row a
 * dictionary-mode object, slow to build and to serialise.
 * Each is typed by the shared row schema's type, so a key or value off the contract fails to
 * compile. (The six fields both end with stay written out in each: a shared spread would cost
 * an object per row.)
 */
const matterSampleRow = (r: ListRow, extra: ListExtra): MatterSampleRow => ({
  id: Number(r.id),
  ms_num: r.num,
  ms_name: r.name,
  image: firstImage(r.images),
  matter_id: Number(r.matter_id),
  matter_name: extra.parentName,
  ms_brand: r.brand,
  ms_source: r.source,
  ms_area: r.area,
  ms_area_name: regionName(r.area),
  ms_grade: r.grade,
  ms_coll_vol: Number(r.coll_vol),
  ms_coll_unit: r.coll_unit,
  ms_coll_time: Number(r.coll_time),
  report_count: extra.reportCount,
  view_count: Number(r.view_count),
  updated_at: Number(r.updated_at),
  status: r.status as MatterSampleRow['status'],
  is_demo: r.is_demo === 1,
  state: r.state as MatterSampleRow['state'],
});

const productSampleRow = (r: ListRow, extra: ListExtra): ProductSampleRow => ({
  id: Number(r.id),
  product_sample_num: r.num,
  product_sample_name: r.name,
  image: firstImage(r.images),
  product_id: Number(r.product_id),
  product_name: extra.parentName,
  product_brand: extra.brand,
  product_sample_source: r.source,
  product_sample_area: r.area,
  product_sample_area_name: regionName(r.area),
  product_sample_grade: r.grade,
  product_sample_coll_vol: Number(r.coll_vol),
  product_sample_coll_unit: r.coll_unit,
  product_sample_coll_time: Number(r.coll_time),
  report_count: extra.reportCount,
  view_count: Number(r.view_count),
  updated_at: Number(r.updated_at),
  status: r.status as ProductSampleRow['status'],
  is_demo: r.is_demo === 1,
  state: r.state as ProductSampleRow['state'],
});

/** List row in the API's names. */
export function toSampleRow(kind: SampleKind, r: ListRow, extra: ListExtra): MatterSampleRow | ProductSampleRow {
  return kind === 'matter' ? matterSampleRow(r, extra) : productSampleRow(r, extra);
}
