import { z } from 'zod';

/** The six curated record kinds and their API paths (`/api/<path>`). */
export const RECORD_KINDS = ['matter', 'product', 'matter-sample', 'product-sample', 'report', 'regulation'] as const;
export const recordKindSchema = z.enum(RECORD_KINDS);
export type RecordKind = z.infer<typeof recordKindSchema>;

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
export const catalogueBatchSchema = z.union([z.literal(2002), z.literal(2019), z.literal(2023), z.literal(2024)]);
export type CatalogueBatch = z.infer<typeof catalogueBatchSchema>;
export const BATCH_ANNOUNCEMENTS: Record<CatalogueBatch, string> = {
  2002: '卫法监发〔2002〕51号',
  2019: '2019年第8号',
  2023: '2023年第9号',
  2024: '2024年第4号',
};
