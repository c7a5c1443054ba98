import { z } from 'zod';
import { recordStatusSchema } from './common';

/** Small views of related records, as embedded in detail answers. */
export const matterRefSchema = z.object({
  id: z.number().int(),
  material_num: z.string(),
  material_name: z.string(),
  name_pinyin: z.string(),
  image: z.string().nullable(),
  status: recordStatusSchema,
});
export type MatterRef = z.infer<typeof matterRefSchema>;

export const productRefSchema = z.object({
  id: z.number().int(),
  product_num: z.string(),
  product_name: z.string(),
  product_brand: z.string(),
  image: z.string().nullable(),
  status: recordStatusSchema,
  is_demo: z.boolean(),
});
export type ProductRef = z.infer<typeof productRefSchema>;

/** A sample of either kind, as listed on a matter or product detail page. */
export const sampleRefSchema = z.object({
  id: z.number().int(),
  num: z.string(),
  name: z.string(),
  area: z.string(),
  area_name: z.string(),
  grade: z.string(),
  coll_time: z.number().int().nullable(),
  status: recordStatusSchema,
  is_demo: z.boolean(),
});
export type SampleRef = z.infer<typeof sampleRefSchema>;

export const regulationRefSchema = z.object({
  id: z.number().int(),
  regulation_num: z.string(),
  regulation_name: z.string(),
  regulation_type: z.string(),
  issued_at: z.number().int().nullable(),
  in_force: z.boolean(),
});
export type RegulationRef = z.infer<typeof regulationRefSchema>;
