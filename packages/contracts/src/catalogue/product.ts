import { z } from 'zod';
import { idTextSchema } from '../paging';
import { lineSchema, longTextSchema } from '../text';
import { qualityRuleKeySchema } from './quality-rules';
import {
  barcodeSchema,
  catalogueListBaseSchema,
  imagesSchema,
  optionalParam,
  recordMetaSchema,
  recordNumSchema,
  sortParam,
  unixSecondsSchema,
  newRecordStatusSchema,
  updateSchemaOf,
} from './common';
import { productNutrientsSchema } from './nutrients';
import { PRODUCT_SORTS, PRODUCT_TYPE_KEYS } from './options';
import { matterRefSchema, sampleRefSchema } from './refs';
import { complianceFindingSchema, complianceStatusSchema } from './restriction';

/** Short fields are one line; long ones (500+) may break lines. Both refuse controls (see text.ts). */
const text = (max: number) => (max < 500 ? lineSchema(max) : longTextSchema(max));

export { PRODUCT_TYPES, PRODUCT_TYPE_KEYS } from './options';
export const productTypeSchema = z.enum(PRODUCT_TYPE_KEYS);
export type ProductType = z.infer<typeof productTypeSchema>;

/** Editable fields of a product (SPEC §3). */
export const productFieldsSchema = z.object({
  /** Optional on create: the server numbers new records (P-000001 …). */
  product_num: recordNumSchema,
  product_name: text(100).min(1),
  images: imagesSchema.default([]),
  /** Ingredient list as printed (配料表). */
  product_component: text(2000).default(''),
  product_type: productTypeSchema.default('other'),
  /** e.g. 250 g/袋. */
  product_specs: text(100).default(''),
  product_nutrients_json: productNutrientsSchema.default([]),
  /** Development basis (standards, formulas it follows). */
  product_dev_basis: text(5000).default(''),
  product_research: text(5000).default(''),
  product_brand: text(100).default(''),
  product_factory: text(200).default(''),
  product_address: text(300).default(''),
  product_release_time: unixSecondsSchema.nullable().default(null),
  /** Checked EAN-13 (GTIN-13), or empty. */
  product_barcode: barcodeSchema.default(''),
  /** Matters it contains (→ related-matter count). */
  matter_ids: z.array(z.number().int().positive()).max(50).default([]),
  status: newRecordStatusSchema,
});

export const productCreateSchema = productFieldsSchema.extend({ product_num: recordNumSchema.optional() }).strict();
export type ProductCreate = z.input<typeof productCreateSchema>;
export const productUpdateSchema = updateSchemaOf(productFieldsSchema);
export type ProductUpdate = z.input<typeof productUpdateSchema>;

export const productSchema = recordMetaSchema.extend({
  product_num: z.string(),
  product_name: z.string(),
  images: z.array(z.string()),
  product_component: z.string(),
  product_type: z.string(),
  product_specs: z.string(),
  product_nutrients_json: productNutrientsSchema,
  product_dev_basis: z.string(),
  product_research: z.string(),
  product_brand: z.string(),
  product_factory: z.string(),
  product_address: z.string(),
  product_release_time: z.number().int().nullable(),
  product_barcode: z.string(),
  matter_ids: z.array(z.number().int()),
  /** Computed on every write: the worst finding of the compliance check (ok when none). */
  compliance_status: complianceStatusSchema,
});
export type Product = z.infer<typeof productSchema>;

export const productDetailSchema = productSchema.extend({
  matter_count: z.number().int(),
  sample_count: z.number().int(),
  matters: z.array(matterRefSchema),
  /** Most recent samples (signed-in callers only; empty for visitors). */
  samples: z.array(sampleRefSchema),
  /** Findings of the compliance check against the contained matters' restrictions. */
  compliance: z.array(complianceFindingSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** Row of the product list (SPEC §2 columns). */
export const productRowSchema = z.object({
  id: z.number().int(),
  product_num: z.string(),
  product_name: z.string(),
  image: z.string().nullable(),
  product_brand: z.string(),
  product_type: z.string(),
  product_barcode: z.string(),
  product_release_time: z.number().int().nullable(),
  matter_count: z.number().int(),
  sample_count: z.number().int(),
  view_count: z.number().int(),
  updated_at: z.number().int(),
  status: z.enum(['online', 'offline']),
  is_demo: z.boolean(),
  compliance_status: complianceStatusSchema,
});
export type ProductRow = z.infer<typeof productRowSchema>;

export { PRODUCT_SORTS } from './options';
export const productListQuerySchema = catalogueListBaseSchema
  .extend({
    sort: sortParam(PRODUCT_SORTS),
    /** Only records offending this data-quality rule (the rules-preset cards link here). */
    quality: optionalParam(qualityRuleKeySchema),
    product_type: optionalParam(productTypeSchema),
    product_brand: optionalParam(lineSchema(100)),
    matter_id: optionalParam(idTextSchema),
    /** Only products whose compliance check ends in this status (`violation`, `warning`, `ok`). */
    compliance: optionalParam(complianceStatusSchema),
  })
  .strict();
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
