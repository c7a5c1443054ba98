import { z } from 'zod';

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
export const sampleGradeSchema = z.enum(SAMPLE_GRADE_KEYS);

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
export const sampleSourceSchema = z.enum(SAMPLE_SOURCE_KEYS);

/** Unit of a collection volume. */
export const COLL_UNITS = ['g', 'kg', 'mL', 'L', 'pcs'] as const;
export const collUnitSchema = z.enum(COLL_UNITS);
