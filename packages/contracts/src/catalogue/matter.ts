import { z } from 'zod';
import { lineSchema, longTextSchema } from '../text';
import { MATTER_SORTS } from './options';
import { qualityRuleKeySchema } from './quality-rules';
import {
  catalogueListBaseSchema,
  imagesSchema,
  optionalParam,
  recordMetaSchema,
  recordNumSchema,
  sortParam,
  newRecordStatusSchema,
  updateSchemaOf,
} from './common';
import { materialDnaSchema } from './dna';
import { effectTagSchema } from './effect-tags';
import { catalogueBatchSchema } from './kinds';
import { productRefSchema, regulationRefSchema, sampleRefSchema } from './refs';
import { regulationsJsonSchema } from './regulation-json';
import { monographSchema } from './monograph';
import { restrictionsSchema } from './restriction';
import { provenanceSchema } from './fact-source';

/** Short fields are one line; long ones (500+) may break lines. Both refuse controls (see text.ts). */
const text = (max: number) => (max < 500 ? lineSchema(max) : longTextSchema(max));

/** Editable fields of a matter (SPEC §3 + DESIGN §4). Create and update validate with these. */
export const matterFieldsSchema = z.object({
  /** Optional on create: the server numbers new records (YS-0107 …). */
  material_num: recordNumSchema,
  material_name: text(50).min(1),
  aliases: z.array(text(50).min(1)).max(20).default([]),
  /** Pinyin without tones; filled by the server from the name when empty. */
  name_pinyin: text(200).default(''),
  name_en: text(200).default(''),
  /** Source species (Latin binomial with author), several separated by "; ". */
  latin_name: text(500).default(''),
  /** Pharmaceutical (crude drug) Latin name, e.g. Lycii Fructus. */
  pharmaceutical_name: text(200).default(''),
  family: text(100).default(''),
  part_used: text(100).default(''),
  /** English rendering of part_used where an established one exists; '' → the UI marks the Chinese text. */
  part_used_en: text(200).default(''),
  images: imagesSchema.default([]),
  material_origin: text(500).default(''),
  material_ingredient: text(5000).default(''),
  material_effect: text(2000).default(''),
  /** 性味归经. */
  nature_flavor: text(500).default(''),
  effect_tags: z.array(effectTagSchema).max(5).default([]),
  /** Quality standard. */
  material_qs: text(5000).default(''),
  /** Safety assessment. */
  material_sa: text(5000).default(''),
  /** Risk assessment. */
  material_ra: text(5000).default(''),
  material_taboo: text(2000).default(''),
  /** Herbal records and textual research; rich text (sanitised on write and on display). */
  material_record: text(50_000).default(''),
  regulations_json: regulationsJsonSchema.default([]),
  /** What the Pharmacopoeia monograph establishes, each value with its citation; null: none recorded. */
  monograph: monographSchema.nullable().default(null),
  material_dna: materialDnaSchema.nullable().default(null),
  catalogue_batch: catalogueBatchSchema.nullable().default(null),
  /** e.g. "仅作为香辛料和调味品使用". */
  catalogue_note: text(500).default(''),
  /** Use restrictions with their sources (products are checked against them). */
  restrictions: restrictionsSchema.default([]),
  /** The source of origin, constituents, taboos and catalogue note; a field left out is the institute's note. */
  provenance: provenanceSchema.default({}),
  status: newRecordStatusSchema,
  /** Regulations (records) this matter is linked to. */
  regulation_ids: z.array(z.number().int().positive()).max(100).default([]),
});

export const matterCreateSchema = matterFieldsSchema.extend({ material_num: recordNumSchema.optional() }).strict();
export type MatterCreate = z.input<typeof matterCreateSchema>;
/** PUT body: any subset of the editable fields. */
export const matterUpdateSchema = updateSchemaOf(matterFieldsSchema);
export type MatterUpdate = z.input<typeof matterUpdateSchema>;

/** Full matter record. */
export const matterSchema = recordMetaSchema.extend({
  material_num: z.string(),
  material_name: z.string(),
  aliases: z.array(z.string()),
  name_pinyin: z.string(),
  name_en: z.string(),
  latin_name: z.string(),
  pharmaceutical_name: z.string(),
  family: z.string(),
  part_used: z.string(),
  part_used_en: z.string(),
  images: z.array(z.string()),
  material_origin: z.string(),
  material_ingredient: z.string(),
  material_effect: z.string(),
  nature_flavor: z.string(),
  effect_tags: z.array(z.string()),
  material_qs: z.string(),
  material_sa: z.string(),
  material_ra: z.string(),
  /** Ids of products that contain this matter (most recent 100; see product_count). */
  material_application_ids: z.array(z.number().int()),
  material_taboo: z.string(),
  material_record: z.string(),
  regulations_json: regulationsJsonSchema,
  monograph: monographSchema.nullable(),
  material_dna: materialDnaSchema.nullable(),
  catalogue_batch: z.number().int().nullable(),
  catalogue_note: z.string(),
  restrictions: restrictionsSchema,
  provenance: provenanceSchema,
  regulation_ids: z.array(z.number().int()),
});
export type Matter = z.infer<typeof matterSchema>;

/** Detail: the record, its counts and related records (samples only for signed-in callers). */
export const matterDetailSchema = matterSchema.extend({
  product_count: z.number().int(),
  sample_count: z.number().int(),
  products: z.array(productRefSchema),
  samples: z.array(sampleRefSchema),
  regulations: z.array(regulationRefSchema),
});
export type MatterDetail = z.infer<typeof matterDetailSchema>;

/** Row of the matter list (SPEC §2 columns). */
export const matterRowSchema = z.object({
  id: z.number().int(),
  material_num: z.string(),
  material_name: z.string(),
  name_pinyin: z.string(),
  name_en: z.string(),
  latin_name: z.string(),
  /** First image, or null. */
  image: z.string().nullable(),
  /** DNA barcode accession (or marker) when there is no image to show, else null. */
  dna_code: z.string().nullable(),
  effect_tags: z.array(z.string()),
  catalogue_batch: z.number().int().nullable(),
  product_count: z.number().int(),
  sample_count: z.number().int(),
  view_count: z.number().int(),
  updated_at: z.number().int(),
  status: z.enum(['online', 'offline']),
  is_demo: z.boolean(),
});
export type MatterRow = z.infer<typeof matterRowSchema>;

export { MATTER_SORTS };
export const matterListQuerySchema = catalogueListBaseSchema
  .extend({
    sort: sortParam(MATTER_SORTS),
    /** Only records offending this data-quality rule (the rules-preset cards link here). */
    quality: optionalParam(qualityRuleKeySchema),
    effect_tag: optionalParam(effectTagSchema),
    catalogue_batch: optionalParam(z.coerce.number().pipe(catalogueBatchSchema)),
  })
  .strict();
export type MatterListQuery = z.infer<typeof matterListQuerySchema>;

/** GET /api/matters/effect-tags: the filter's options with how many matters carry each. */
export const effectTagCountSchema = z.object({
  key: z.string(),
  zh: z.string(),
  en: z.string(),
  count: z.number().int(),
});
