/**
 * The catalogue's option lists and constants, without zod, so the web's list pages can show
 * effect tags, statuses, batches, grades, … without bundling zod (like `route-table.ts`).
 * The schema files (`effect-tags.ts`, `kinds.ts`, `common.ts`, …) build their enums from
 * these and re-export them, so `@yaoshi/contracts` still exports everything.
 */

/** Record status of every catalogue record. */
export const RECORD_STATUSES = ['online', 'offline'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** `?format=csv|xlsx` of the export endpoints (with the list filters beside it). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** `?mode=dry-run|commit` of the import endpoints. */
export const IMPORT_MODES = ['dry-run', 'commit'] as const;

/**
 * Effect tags for the matter list's effect filter.
 *
 * Grounded in the functional categories of Chinese materia medica (中药学 功效分类).
 * Each catalogue entry carries 1–3 of these keys, derived from its
 * 《中国药典》2020年版 functions text (功能). Entries whose functions are not listed
 * in the Pharmacopoeia carry none.
 */
export const EFFECT_TAGS = [
  { key: 'release-exterior', zh: '解表', en: 'Release the exterior' },
  { key: 'clear-heat', zh: '清热', en: 'Clear heat' },
  { key: 'moisten-bowel', zh: '润肠通便', en: 'Moisten the bowels' },
  { key: 'dispel-wind-damp', zh: '祛风湿', en: 'Dispel wind-dampness' },
  { key: 'resolve-damp', zh: '化湿', en: 'Resolve dampness' },
  { key: 'promote-urination', zh: '利水渗湿', en: 'Promote urination, drain dampness' },
  { key: 'warm-interior', zh: '温里', en: 'Warm the interior' },
  { key: 'regulate-qi', zh: '理气', en: 'Regulate qi' },
  { key: 'digest-food', zh: '消食', en: 'Promote digestion' },
  { key: 'expel-parasites', zh: '驱虫', en: 'Expel parasites' },
  { key: 'stop-bleeding', zh: '止血', en: 'Stop bleeding' },
  { key: 'activate-blood', zh: '活血化瘀', en: 'Activate blood, resolve stasis' },
  { key: 'resolve-phlegm', zh: '化痰止咳平喘', en: 'Resolve phlegm, relieve cough and wheezing' },
  { key: 'calm-mind', zh: '安神', en: 'Calm the mind' },
  { key: 'calm-liver-wind', zh: '平肝息风', en: 'Calm the liver, extinguish wind' },
  { key: 'tonify-qi', zh: '补气', en: 'Tonify qi' },
  { key: 'tonify-blood', zh: '补血', en: 'Tonify blood' },
  { key: 'tonify-yin', zh: '补阴', en: 'Tonify yin' },
  { key: 'tonify-yang', zh: '补阳', en: 'Tonify yang' },
  { key: 'astringe', zh: '收涩', en: 'Astringe' },
] as const;

export type EffectTag = (typeof EFFECT_TAGS)[number];
export type EffectTagKey = EffectTag['key'];

export const EFFECT_TAG_KEYS = EFFECT_TAGS.map((t) => t.key) as [EffectTagKey, ...EffectTagKey[]];

export function isEffectTagKey(value: string): value is EffectTagKey {
  return (EFFECT_TAG_KEYS as readonly string[]).includes(value);
}

/** The six curated record kinds and their API paths (`/api/<path>`). */
export const RECORD_KINDS = ['matter', 'product', 'matter-sample', 'product-sample', 'report', 'regulation'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const KIND_PATHS: Record<RecordKind, string> = {
  matter: 'matters',
  product: 'products',
  'matter-sample': 'matter-samples',
  'product-sample': 'product-samples',
  report: 'reports',
  regulation: 'regulations',
};

export const KIND_LABELS: Record<RecordKind, { zh: string; en: string }> = {
  matter: { zh: '物质', en: 'Matter' },
  product: { zh: '产品', en: 'Product' },
  'matter-sample': { zh: '物质样品', en: 'Matter sample' },
  'product-sample': { zh: '产品样品', en: 'Product sample' },
  report: { zh: '检测报告', en: 'Testing report' },
  regulation: { zh: '法规', en: 'Regulation' },
};

/** Catalogue batches: the announcement that added each substance. */
export const CATALOGUE_BATCHES = [2002, 2019, 2023, 2024] as const;
export type CatalogueBatch = (typeof CATALOGUE_BATCHES)[number];
export const BATCH_ANNOUNCEMENTS: Record<CatalogueBatch, string> = {
  2002: '卫法监发〔2002〕51号',
  2019: '2019年第8号',
  2023: '2023年第9号',
  2024: '2024年第4号',
};

/** Commercial grades of a sample (药材商品规格等级). */
export const SAMPLE_GRADES = [
  { key: 'premium', zh: '特级', en: 'Premium' },
  { key: 'first', zh: '一等', en: 'First grade' },
  { key: 'second', zh: '二等', en: 'Second grade' },
  { key: 'third', zh: '三等', en: 'Third grade' },
  { key: 'ungraded', zh: '统货', en: 'Ungraded' },
] as const;
export const SAMPLE_GRADE_KEYS = SAMPLE_GRADES.map((g) => g.key) as [
  (typeof SAMPLE_GRADES)[number]['key'],
  ...(typeof SAMPLE_GRADES)[number]['key'][],
];

/** Where a sample was collected. */
export const SAMPLE_SOURCES = [
  { key: 'cultivation-base', zh: '种植基地', en: 'Cultivation base' },
  { key: 'wild', zh: '野生采集', en: 'Wild collection' },
  { key: 'herb-market', zh: '药材市场', en: 'Herb market' },
  { key: 'manufacturer', zh: '生产企业', en: 'Manufacturer' },
  { key: 'retail', zh: '商超零售', en: 'Retail store' },
  { key: 'pharmacy', zh: '药店', en: 'Pharmacy' },
  { key: 'online-store', zh: '电商平台', en: 'Online store' },
] as const;
export const SAMPLE_SOURCE_KEYS = SAMPLE_SOURCES.map((s) => s.key) as [
  (typeof SAMPLE_SOURCES)[number]['key'],
  ...(typeof SAMPLE_SOURCES)[number]['key'][],
];

/** Unit of a collection volume. */
export const COLL_UNITS = ['g', 'kg', 'mL', 'L', 'pcs'] as const;

export const PRODUCT_TYPES = [
  { key: 'solid-beverage', zh: '固体饮料', en: 'Solid beverage' },
  { key: 'substitute-tea', zh: '代用茶', en: 'Substitute tea' },
  { key: 'beverage', zh: '饮料', en: 'Beverage' },
  { key: 'candy', zh: '糖果', en: 'Candy' },
  { key: 'pastry', zh: '糕点', en: 'Pastry' },
  { key: 'preserved-fruit', zh: '蜜饯', en: 'Preserved fruit' },
  { key: 'instant-food', zh: '方便食品', en: 'Instant food' },
  { key: 'seasoning', zh: '调味品', en: 'Seasoning' },
  { key: 'prepared-wine', zh: '配制酒', en: 'Prepared wine' },
  { key: 'health-food', zh: '保健食品', en: 'Health food' },
  { key: 'other', zh: '其他', en: 'Other' },
] as const;
export const PRODUCT_TYPE_KEYS = PRODUCT_TYPES.map((t) => t.key) as [
  (typeof PRODUCT_TYPES)[number]['key'],
  ...(typeof PRODUCT_TYPES)[number]['key'][],
];

export const VERDICTS = ['pass', 'fail'] as const;
export const SAMPLE_KINDS = ['matter', 'product'] as const;

export const TEST_CATEGORIES = [
  { key: 'heavy-metal', zh: '重金属', en: 'Heavy metals' },
  { key: 'pesticide', zh: '农药残留', en: 'Pesticide residues' },
  { key: 'mycotoxin', zh: '真菌毒素', en: 'Mycotoxins' },
  { key: 'physicochemical', zh: '理化指标', en: 'Physicochemical' },
  { key: 'additive', zh: '食品添加剂', en: 'Additives' },
  { key: 'microbe', zh: '微生物', en: 'Microbiology' },
  { key: 'other', zh: '其他', en: 'Other' },
] as const;
export const TEST_CATEGORY_KEYS = TEST_CATEGORIES.map((c) => c.key) as [
  (typeof TEST_CATEGORIES)[number]['key'],
  ...(typeof TEST_CATEGORIES)[number]['key'][],
];

/** Sort fields of each list (`sort=field:asc|desc`; each has an index). */
export const MATTER_SORTS = ['material_num', 'updated_at', 'view_count', 'catalogue_batch'] as const;
export const PRODUCT_SORTS = ['updated_at', 'product_num', 'product_release_time', 'view_count'] as const;
export const MATTER_SAMPLE_SORTS = ['updated_at', 'ms_num', 'ms_coll_time', 'view_count'] as const;
export const PRODUCT_SAMPLE_SORTS = [
  'updated_at',
  'product_sample_num',
  'product_sample_coll_time',
  'view_count',
] as const;

/** Accepted upload types (sniffed from content, not the name): images, and PDFs for reports. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const FILE_MIME_TYPES = [...IMAGE_MIME_TYPES, 'application/pdf'] as const;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** data of a 40900 answer when a referenced record is deleted (`referencesSchema` checks it with zod). */
export interface References {
  references: { kind: string; count: number; ids: number[] }[];
}

/** The same check as `referencesSchema`, without zod (for the web's delete dialog). */
export function isReferences(value: unknown): value is References {
  if (typeof value !== 'object' || value === null) return false;
  const refs = (value as { references?: unknown }).references;
  return (
    Array.isArray(refs) &&
    refs.every(
      (r: unknown) =>
        typeof r === 'object' &&
        r !== null &&
        typeof (r as { kind?: unknown }).kind === 'string' &&
        Number.isInteger((r as { count?: unknown }).count) &&
        Array.isArray((r as { ids?: unknown }).ids) &&
        (r as { ids: unknown[] }).ids.every((id) => Number.isInteger(id)),
    )
  );
}
