import { z } from 'zod';
import { PRODUCT_SAMPLE_SORTS } from './options';
import { updateSchemaOf } from './common';
import { productRefSchema } from './refs';
import { reportRowSchema } from './report';
import { sampleSchemasOf } from './sample-schema';

const productSample = sampleSchemasOf(
  { prefix: 'product_sample_', parent: 'product', testingIds: 'psample_testing_ids' },
  {
    editable: {},
    record: {
      /** Brand of the sampled product. */
      product_brand: z.string(),
    },
    rowBrand: 'product_brand',
    sorts: PRODUCT_SAMPLE_SORTS,
  },
);

/** Editable fields of a product sample (SPEC §3; collection time and unit added). */
export const productSampleFieldsSchema = productSample.fields;

export const productSampleCreateSchema = productSampleFieldsSchema
  .extend({ product_sample_num: productSampleFieldsSchema.shape.product_sample_num.optional() })
  .strict();
export type ProductSampleCreate = z.input<typeof productSampleCreateSchema>;
export const productSampleUpdateSchema = updateSchemaOf(productSampleFieldsSchema);
export type ProductSampleUpdate = z.input<typeof productSampleUpdateSchema>;

export const productSampleSchema = productSample.record;
export type ProductSample = z.infer<typeof productSampleSchema>;

export const productSampleDetailSchema = productSampleSchema.extend({
  product: productRefSchema.nullable(),
  reports: z.array(reportRowSchema),
});
export type ProductSampleDetail = z.infer<typeof productSampleDetailSchema>;

/** Row of the product sample list (SPEC §2: number, name, image, brand, source, origin, grade, volume …). */
export const productSampleRowSchema = productSample.row;
export type ProductSampleRow = z.infer<typeof productSampleRowSchema>;

export { PRODUCT_SAMPLE_SORTS };
export const productSampleListQuerySchema = productSample.listQuery;
export type ProductSampleListQuery = z.infer<typeof productSampleListQuerySchema>;
