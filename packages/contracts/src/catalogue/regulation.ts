import { z } from 'zod';
import { idTextSchema } from '../paging';
import { lineSchema, longTextSchema, optionalHttpUrlSchema, printableSchema } from '../text';
import {
  catalogueListBaseSchema,
  fileUrlSchema,
  optionalParam,
  recordMetaSchema,
  regionCodeSchema,
  sortParam,
  unixSecondsSchema,
  newRecordStatusSchema,
  updateSchemaOf,
} from './common';
import { catalogueBatchSchema } from './kinds';
import { matterRefSchema } from './refs';
import { REGULATION_ORIGINS, REGULATION_TYPE_KEYS } from './regulation-types';

export { REGULATION_ORIGINS, REGULATION_TYPES, REGULATION_TYPE_KEYS } from './regulation-types';

/** Short fields are one line; long ones (500+) may break lines. Both refuse controls (see text.ts). */
const text = (max: number) => (max < 500 ? lineSchema(max) : longTextSchema(max));

export const regulationTypeSchema = z.enum(REGULATION_TYPE_KEYS);

export const regulationFieldsSchema = z.object({
  /** Document number, e.g. 卫法监发〔2002〕51号 / 2024年第4号. */
  regulation_num: printableSchema(64).min(1),
  regulation_name: text(300).min(1),
  regulation_type: regulationTypeSchema.default('national'),
  /** Region of a regional rule; required when regulation_type is regional. */
  region_code: z.union([z.literal(''), regionCodeSchema]).default(''),
  issuer: text(200).default(''),
  issued_at: unixSecondsSchema.nullable().default(null),
  /** Date it takes effect (施行日期); null while unknown. */
  effective_at: unixSecondsSchema.nullable().default(null),
  in_force: z.boolean().default(true),
  origin: z.enum(REGULATION_ORIGINS).default('curated'),
  /** Catalogue batch this announcement added, if it is one. */
  batch: catalogueBatchSchema.nullable().default(null),
  summary: text(5000).default(''),
  note: text(2000).default(''),
  url: optionalHttpUrlSchema(500).default(''),
  attachment: z.union([z.literal(''), fileUrlSchema]).default(''),
  /** Matters the rule applies to. */
  matter_ids: z.array(z.number().int().positive()).max(500).default([]),
  status: newRecordStatusSchema,
});

export const regulationCreateSchema = regulationFieldsSchema.strict();
export type RegulationCreate = z.input<typeof regulationCreateSchema>;
export const regulationUpdateSchema = updateSchemaOf(regulationFieldsSchema);
export type RegulationUpdate = z.input<typeof regulationUpdateSchema>;

export const regulationSchema = recordMetaSchema.extend({
  regulation_num: z.string(),
  regulation_name: z.string(),
  regulation_type: z.string(),
  region_code: z.string(),
  issuer: z.string(),
  issued_at: z.number().int().nullable(),
  effective_at: z.number().int().nullable(),
  in_force: z.boolean(),
  origin: z.string(),
  batch: z.number().int().nullable(),
  summary: z.string(),
  note: z.string(),
  url: z.string(),
  attachment: z.string(),
  matter_ids: z.array(z.number().int()),
});
export type Regulation = z.infer<typeof regulationSchema>;

export const regulationDetailSchema = regulationSchema.extend({ matters: z.array(matterRefSchema) });
export type RegulationDetail = z.infer<typeof regulationDetailSchema>;

/** Row of the regulation list (/list/search-table: number, name, type, linked matters, in force, origin, time). */
export const regulationRowSchema = z.object({
  id: z.number().int(),
  regulation_num: z.string(),
  regulation_name: z.string(),
  regulation_type: z.string(),
  region_code: z.string(),
  issuer: z.string(),
  issued_at: z.number().int().nullable(),
  in_force: z.boolean(),
  origin: z.string(),
  batch: z.number().int().nullable(),
  matter_count: z.number().int(),
  view_count: z.number().int(),
  updated_at: z.number().int(),
  status: z.enum(['online', 'offline']),
  is_demo: z.boolean(),
});
export type RegulationRow = z.infer<typeof regulationRowSchema>;

export const REGULATION_SORTS = ['updated_at', 'issued_at', 'regulation_num', 'view_count'] as const;
export const regulationListQuerySchema = catalogueListBaseSchema
  .extend({
    sort: sortParam(REGULATION_SORTS),
    regulation_type: optionalParam(regulationTypeSchema),
    in_force: optionalParam(z.enum(['true', 'false']).transform((v) => v === 'true')),
    matter_id: optionalParam(idTextSchema),
  })
  .strict();
export type RegulationListQuery = z.infer<typeof regulationListQuerySchema>;
