import type {
  MatterSampleDetail,
  MatterSampleRow,
  ProductSampleDetail,
  ProductSampleRow,
  ReportRow,
} from '@yaoshi/contracts';

/**
 * Matter samples (ms_*) and product samples (product_sample_*) hold the same facts under
 * different names (SPEC §3). The pages work on one neutral view of either kind.
 */
export type SampleKind = 'matter' | 'product';

export interface SampleRowView {
  id: number;
  num: string;
  name: string;
  image: string | null;
  parentId: number;
  parentName: string;
  brand: string;
  source: string;
  area: string;
  areaName: string;
  grade: string;
  collVol: number;
  collUnit: string;
  collTime: number;
  reportCount: number;
  updatedAt: number;
  status: string;
  isDemo: boolean;
  /** Laboratory state (sample lifecycle). */
  state: string;
}

export interface SampleDetailView {
  id: number;
  kind: SampleKind;
  num: string;
  name: string;
  images: string[];
  parent: { id: number; num: string; name: string; image: string | null } | null;
  brand: string;
  source: string;
  gatherer: string;
  gathererTel: string;
  area: string;
  areaName: string;
  collVol: number;
  collUnit: string;
  collTime: number;
  grade: string;
  storage: string;
  mediaPhotog: string;
  mediaTime: number | null;
  mediaLocation: string;
  reports: ReportRow[];
  /** Laboratory state: whether researchers may enter results now (received / testing). */
  state: string;
  status: string;
  isDemo: boolean;
  viewCount: number;
  createdAt: number;
  updatedAt: number;
}

export function matterSampleRowView(r: MatterSampleRow): SampleRowView {
  return {
    id: r.id,
    num: r.ms_num,
    name: r.ms_name,
    image: r.image,
    parentId: r.matter_id,
    parentName: r.matter_name,
    brand: r.ms_brand,
    source: r.ms_source,
    area: r.ms_area,
    areaName: r.ms_area_name,
    grade: r.ms_grade,
    collVol: r.ms_coll_vol,
    collUnit: r.ms_coll_unit,
    collTime: r.ms_coll_time,
    reportCount: r.report_count,
    updatedAt: r.updated_at,
    status: r.status,
    isDemo: r.is_demo,
    state: r.state,
  };
}

export function productSampleRowView(r: ProductSampleRow): SampleRowView {
  return {
    id: r.id,
    num: r.product_sample_num,
    name: r.product_sample_name,
    image: r.image,
    parentId: r.product_id,
    parentName: r.product_name,
    brand: r.product_brand,
    source: r.product_sample_source,
    area: r.product_sample_area,
    areaName: r.product_sample_area_name,
    grade: r.product_sample_grade,
    collVol: r.product_sample_coll_vol,
    collUnit: r.product_sample_coll_unit,
    collTime: r.product_sample_coll_time,
    reportCount: r.report_count,
    updatedAt: r.updated_at,
    status: r.status,
    isDemo: r.is_demo,
    state: r.state,
  };
}

export function matterSampleDetailView(d: MatterSampleDetail): SampleDetailView {
  return {
    id: d.id,
    kind: 'matter',
    num: d.ms_num,
    name: d.ms_name,
    images: d.images,
    parent: d.matter
      ? { id: d.matter.id, num: d.matter.material_num, name: d.matter.material_name, image: d.matter.image }
      : null,
    brand: d.ms_brand,
    source: d.ms_source,
    gatherer: d.ms_gatherer,
    gathererTel: d.ms_gatherer_tel,
    area: d.ms_area,
    areaName: d.ms_area_name,
    collVol: d.ms_coll_vol,
    collUnit: d.ms_coll_unit,
    collTime: d.ms_coll_time,
    grade: d.ms_grade,
    storage: d.ms_storage,
    mediaPhotog: d.ms_media_photog,
    mediaTime: d.ms_media_time,
    mediaLocation: d.ms_media_location,
    reports: d.reports,
    state: d.state,
    status: d.status,
    isDemo: d.is_demo,
    viewCount: d.view_count,
    createdAt: d.created_at,
    updatedAt: d.updated_at,
  };
}

export function productSampleDetailView(d: ProductSampleDetail): SampleDetailView {
  return {
    id: d.id,
    kind: 'product',
    num: d.product_sample_num,
    name: d.product_sample_name,
    images: d.images,
    parent: d.product
      ? { id: d.product.id, num: d.product.product_num, name: d.product.product_name, image: d.product.image }
      : null,
    brand: d.product_brand,
    source: d.product_sample_source,
    gatherer: d.product_sample_gatherer,
    gathererTel: d.product_sample_gatherer_tel,
    area: d.product_sample_area,
    areaName: d.product_sample_area_name,
    collVol: d.product_sample_coll_vol,
    collUnit: d.product_sample_coll_unit,
    collTime: d.product_sample_coll_time,
    grade: d.product_sample_grade,
    storage: d.product_sample_storage,
    mediaPhotog: d.product_sample_media_photog,
    mediaTime: d.product_sample_media_time,
    mediaLocation: d.product_sample_media_location,
    reports: d.reports,
    state: d.state,
    status: d.status,
    isDemo: d.is_demo,
    viewCount: d.view_count,
    createdAt: d.created_at,
    updatedAt: d.updated_at,
  };
}

/** "250 g", "1.5 kg", "12 pcs" — the collection volume with its unit. */
export function formatVolume(value: number, unit: string): string {
  if (!Number.isFinite(value)) return '-';
  const n = Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
  return `${n} ${unit}`;
}
