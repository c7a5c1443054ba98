import type { DetailRoute, ListRoute } from '@/components/record-kit/paths';
import type { PickerPath } from '@/components/record-kit/RecordPicker';
import type { RecordPath } from '@/components/record-kit/record-api';
import type { SampleKind } from '@/components/record-kit/sample-view';

/**
 * What differs between the two sample kinds: API path, field prefix, parent record, routes.
 * Kept free of zod so the list pages load without it; the form drawer holds the schemas.
 */
export interface SampleKindConfig {
  kind: SampleKind;
  path: Extract<RecordPath, 'matter-samples' | 'product-samples'>;
  /** Prefix of the kind's field names (SPEC §3): ms_ or product_sample_. */
  prefix: 'ms_' | 'product_sample_';
  parentPath: PickerPath;
  parentKey: 'matter_id' | 'product_id';
  parentRoute: DetailRoute;
  detailRoute: DetailRoute;
  listRoute: ListRoute;
  /** i18n namespace key of the kind (sample.matter.* / sample.product.*). */
  i18n: string;
}

export const MATTER_SAMPLE: SampleKindConfig = {
  kind: 'matter',
  path: 'matter-samples',
  prefix: 'ms_',
  parentPath: 'matters',
  parentKey: 'matter_id',
  parentRoute: 'MatterDetail',
  detailRoute: 'MatterSampleDetail',
  listRoute: 'MatterSampleList',
  i18n: 'sample.matter',
};

export const PRODUCT_SAMPLE: SampleKindConfig = {
  kind: 'product',
  path: 'product-samples',
  prefix: 'product_sample_',
  parentPath: 'products',
  parentKey: 'product_id',
  parentRoute: 'ProductDetail',
  detailRoute: 'ProductSampleDetail',
  listRoute: 'ProductSampleList',
  i18n: 'sample.product',
};

export const SAMPLE_FILTER_KEYS = (cfg: SampleKindConfig) =>
  [cfg.parentKey, 'grade', 'source', 'region', 'collected_from', 'collected_to', 'status', 'state'] as const;
