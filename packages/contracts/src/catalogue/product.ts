import { z } from 'zod';
import {
  barcodeSchema,
  catalogueListBaseSchema,
  imagesSchema,
  optionalParam,
  recordMetaSchema,
  recordNumSchema,
  sortParam,
  unixSecondsSchema,
  updateSchemaOf,
} from './common';
import { productNutrientsSchema } from './nutrients';
import { matterRefSchema, sampleRefSchema } from './refs';

const text = (max: number) => z.string().trim().max(max);

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
  status: z.enum(['online', 'offline']).default('online'),
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
});
export type Product = z.infer<typeof productSchema>;

export const productDetailSchema = productSchema.extend({
  matter_count: z.number().int(),
  sample_count: z.number().int(),
  matters: z.array(matterRefSchema),
  /** Most recent samples (signed-in callers only; empty for visitors). */
  samples: z.array(sampleRefSchema),
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
});
export type ProductRow = z.infer<typeof productRowSchema>;

export const PRODUCT_SORTS = ['updated_at', 'product_num', 'product_release_time', 'view_count'] as const;
export const productListQuerySchema = catalogueListBaseSchema
  .extend({
    sort: sortParam(PRODUCT_SORTS),
    product_type: optionalParam(productTypeSchema),
    product_brand: optionalParam(z.string().trim().max(100)),
    matter_id: optionalParam(z.coerce.number().int().positive()),
  })
  .strict();
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
