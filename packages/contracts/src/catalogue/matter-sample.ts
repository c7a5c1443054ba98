import { z } from 'zod';
import { idTextSchema } from '../paging';
import { lineSchema, longTextSchema } from '../text';
import { MATTER_SAMPLE_SORTS } from './options';
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
import { matterRefSchema } from './refs';
import { reportRowSchema } from './report';
import { sampleStateSchema } from './sample-lifecycle';
import { collUnitSchema, sampleGradeSchema, sampleSourceSchema } from './sample-options';

/** Short fields are one line; long ones (500+) may break lines. Both refuse controls (see text.ts). */
const text = (max: number) => (max < 500 ? lineSchema(max) : longTextSchema(max));

/** Editable fields of a matter sample (SPEC §3; collection time, unit and brand added). */
export const matterSampleFieldsSchema = z.object({
  /** Optional on create: the server numbers new records (MS-0000001 …). */
  ms_num: recordNumSchema,
  ms_name: text(100).min(1),
  matter_id: z.number().int().positive(),
  ms_source: sampleSourceSchema,
  images: imagesSchema.default([]),
  ms_gatherer: text(50).default(''),
  ms_gatherer_tel: phoneSchema.default(''),
  /** GB/T 2260 region code of the collection place (province XX0000 or city XXXX00). */
  ms_area: regionCodeSchema,
  /** Collection volume, in ms_coll_unit. */
  ms_coll_vol: z.number().min(0).max(1_000_000),
  ms_coll_unit: collUnitSchema.default('g'),
  /** When the sample was collected (Unix seconds). */
  ms_coll_time: unixSecondsSchema,
  ms_grade: sampleGradeSchema.default('ungraded'),
  /** Storage conditions, e.g. 阴凉干燥处密封保存. */
  ms_storage: text(200).default(''),
  /**
   * The processed form the sample was taken in: '' the crude drug (药材), else 饮片 or a form its
   * monograph names (山药片); its results are judged against that form's limits.
   */
  ms_form: text(50).default(''),
  /** Brand on the package, if any. */
  ms_brand: text(100).default(''),
  /** Photographer of the sample photos. */
  ms_media_photog: text(50).default(''),
  ms_media_time: unixSecondsSchema.nullable().default(null),
  /** Where the photos were taken (place name or coordinates). */
  ms_media_location: text(200).default(''),
  status: z.enum(['online', 'offline']).default('online'),
});

export const matterSampleCreateSchema = matterSampleFieldsSchema
  .extend({ ms_num: recordNumSchema.optional() })
  .strict();
export type MatterSampleCreate = z.input<typeof matterSampleCreateSchema>;
export const matterSampleUpdateSchema = updateSchemaOf(matterSampleFieldsSchema);
export type MatterSampleUpdate = z.input<typeof matterSampleUpdateSchema>;

export const matterSampleSchema = recordMetaSchema.extend({
  ms_num: z.string(),
  ms_name: z.string(),
  matter_id: z.number().int(),
  ms_source: z.string(),
  images: z.array(z.string()),
  ms_gatherer: z.string(),
  ms_gatherer_tel: z.string(),
  ms_area: z.string(),
  /** "Province / City" name of ms_area. */
  ms_area_name: z.string(),
  ms_coll_vol: z.number(),
  ms_coll_unit: z.string(),
  ms_coll_time: z.number().int(),
  ms_grade: z.string(),
  ms_storage: z.string(),
  /** '' the crude drug, else the processed form (饮片, 山药片 …). */
  ms_form: z.string(),
  ms_brand: z.string(),
  ms_media_photog: z.string(),
  ms_media_time: z.number().int().nullable(),
  ms_media_location: z.string(),
  /** Testing reports of this sample. */
  msample_testing_ids: z.array(z.number().int()),
  /** Laboratory state (moved only through …/transitions). */
  state: sampleStateSchema,
  /** The sample this one re-tests, or null. */
  retest_of: z.number().int().nullable(),
});
export type MatterSample = z.infer<typeof matterSampleSchema>;

export const matterSampleDetailSchema = matterSampleSchema.extend({
  matter: matterRefSchema.nullable(),
  reports: z.array(reportRowSchema),
});
export type MatterSampleDetail = z.infer<typeof matterSampleDetailSchema>;

/** Row of the matter sample list (SPEC §2: number, name, image, brand, source, origin, grade, volume …). */
export const matterSampleRowSchema = z.object({
  id: z.number().int(),
  ms_num: z.string(),
  ms_name: z.string(),
  image: z.string().nullable(),
  matter_id: z.number().int(),
  matter_name: z.string(),
  ms_brand: z.string(),
  ms_source: z.string(),
  ms_area: z.string(),
  ms_area_name: z.string(),
  ms_grade: z.string(),
  ms_coll_vol: z.number(),
  ms_coll_unit: z.string(),
  ms_coll_time: z.number().int(),
  report_count: z.number().int(),
  view_count: z.number().int(),
  updated_at: z.number().int(),
  status: z.enum(['online', 'offline']),
  is_demo: z.boolean(),
  state: sampleStateSchema,
});
export type MatterSampleRow = z.infer<typeof matterSampleRowSchema>;

export { MATTER_SAMPLE_SORTS };
export const matterSampleListQuerySchema = catalogueListBaseSchema
  .extend({
    sort: sortParam(MATTER_SAMPLE_SORTS),
    /** Only records offending this data-quality rule (the rules-preset cards link here). */
    quality: optionalParam(qualityRuleKeySchema),
    matter_id: optionalParam(idTextSchema),
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
export type MatterSampleListQuery = z.infer<typeof matterSampleListQuerySchema>;
