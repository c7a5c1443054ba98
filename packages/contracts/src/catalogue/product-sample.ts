import { z } from 'zod';
import { idTextSchema } from '../paging';
import { lineSchema, longTextSchema } from '../text';
import { PRODUCT_SAMPLE_SORTS } from './options';
import { qualityRuleKeySchema } from './quality-rules';
import {
  catalogueListBaseSchema,
  imagesSchema,
  optionalParam,
  phoneSchema,
  recordMetaSchema,
  recordNumSchema,
  regionCodeSchema,
  sortParam,
  unixSecondsSchema,
  updateSchemaOf,
} from './common';
import { productRefSchema } from './refs';
import { reportRowSchema } from './report';
import { sampleStateSchema } from './sample-lifecycle';
import { collUnitSchema, sampleGradeSchema, sampleSourceSchema } from './sample-options';

/** Short fields are one line; long ones (500+) may break lines. Both refuse controls (see text.ts). */
const text = (max: number) => (max < 500 ? lineSchema(max) : longTextSchema(max));

/** Editable fields of a product sample (SPEC §3; collection time and unit added). */
export const productSampleFieldsSchema = z.object({
  /** Optional on create: the server numbers new records (PS-0000001 …). */
  product_sample_num: recordNumSchema,
  product_sample_name: text(100).min(1),
  product_id: z.number().int().positive(),
  product_sample_source: sampleSourceSchema,
  images: imagesSchema.default([]),
  product_sample_gatherer: text(50).default(''),
  product_sample_gatherer_tel: phoneSchema.default(''),
  /** GB/T 2260 region code of the collection place (province XX0000 or city XXXX00). */
  product_sample_area: regionCodeSchema,
  /** Collection volume, in product_sample_coll_unit. */
  product_sample_coll_vol: z.number().min(0).max(1_000_000),
  product_sample_coll_unit: collUnitSchema.default('g'),
  /** When the sample was collected (Unix seconds). */
  product_sample_coll_time: unixSecondsSchema,
  product_sample_grade: sampleGradeSchema.default('ungraded'),
  /** Storage conditions, e.g. 阴凉干燥处密封保存. */
  product_sample_storage: text(200).default(''),
  /** Photographer of the sample photos. */
  product_sample_media_photog: text(50).default(''),
  product_sample_media_time: unixSecondsSchema.nullable().default(null),
  /** Where the photos were taken (place name or coordinates). */
  product_sample_media_location: text(200).default(''),
  status: z.enum(['online', 'offline']).default('online'),
});

export const productSampleCreateSchema = productSampleFieldsSchema
  .extend({ product_sample_num: recordNumSchema.optional() })
  .strict();
export type ProductSampleCreate = z.input<typeof productSampleCreateSchema>;
export const productSampleUpdateSchema = updateSchemaOf(productSampleFieldsSchema);
export type ProductSampleUpdate = z.input<typeof productSampleUpdateSchema>;

export const productSampleSchema = recordMetaSchema.extend({
  product_sample_num: z.string(),
  product_sample_name: z.string(),
  product_id: z.number().int(),
  product_sample_source: z.string(),
  images: z.array(z.string()),
  product_sample_gatherer: z.string(),
  product_sample_gatherer_tel: z.string(),
  product_sample_area: z.string(),
  /** "Province / City" name of product_sample_area. */
  product_sample_area_name: z.string(),
  product_sample_coll_vol: z.number(),
  product_sample_coll_unit: z.string(),
  product_sample_coll_time: z.number().int(),
  product_sample_grade: z.string(),
  product_sample_storage: z.string(),
  /** Brand of the sampled product. */
  product_brand: z.string(),
  product_sample_media_photog: z.string(),
  product_sample_media_time: z.number().int().nullable(),
  product_sample_media_location: z.string(),
  /** Testing reports of this sample. */
  psample_testing_ids: z.array(z.number().int()),
  /** Laboratory state (moved only through …/transitions). */
  state: sampleStateSchema,
  /** The sample this one re-tests, or null. */
  retest_of: z.number().int().nullable(),
});
export type ProductSample = z.infer<typeof productSampleSchema>;

export const productSampleDetailSchema = productSampleSchema.extend({
  product: productRefSchema.nullable(),
  reports: z.array(reportRowSchema),
});
export type ProductSampleDetail = z.infer<typeof productSampleDetailSchema>;

/** Row of the product sample list (SPEC §2: number, name, image, brand, source, origin, grade, volume …). */
export const productSampleRowSchema = z.object({
  id: z.number().int(),
  product_sample_num: z.string(),
  product_sample_name: z.string(),
  image: z.string().nullable(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_brand: z.string(),
  product_sample_source: z.string(),
  product_sample_area: z.string(),
  product_sample_area_name: z.string(),
  product_sample_grade: z.string(),
  product_sample_coll_vol: z.number(),
  product_sample_coll_unit: z.string(),
  product_sample_coll_time: z.number().int(),
  report_count: z.number().int(),
  view_count: z.number().int(),
  updated_at: z.number().int(),
  status: z.enum(['online', 'offline']),
  is_demo: z.boolean(),
  state: sampleStateSchema,
});
export type ProductSampleRow = z.infer<typeof productSampleRowSchema>;

export { PRODUCT_SAMPLE_SORTS };
export const productSampleListQuerySchema = catalogueListBaseSchema
  .extend({
    sort: sortParam(PRODUCT_SAMPLE_SORTS),
    /** Only records offending this data-quality rule (the rules-preset cards link here). */
    quality: optionalParam(qualityRuleKeySchema),
    product_id: optionalParam(idTextSchema),
    grade: optionalParam(sampleGradeSchema),
    source: optionalParam(sampleSourceSchema),
    /** Province (XX0000) or city code. */
    region: optionalParam(regionCodeSchema),
    /** Collection time range, Unix seconds, inclusive. */
    collected_from: optionalParam(z.coerce.number().int().min(0)),
    collected_to: optionalParam(z.coerce.number().int().min(0)),
    /** Laboratory state. */
    state: optionalParam(sampleStateSchema),
  })
  .strict();
export type ProductSampleListQuery = z.infer<typeof productSampleListQuerySchema>;
