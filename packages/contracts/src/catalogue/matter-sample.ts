import { z } from 'zod';
import { MATTER_SAMPLE_SORTS } from './options';
import { updateSchemaOf } from './common';
import { matterRefSchema } from './refs';
import { reportRowSchema } from './report';
import { sampleSchemasOf, sampleText } from './sample-schema';

const matterSample = sampleSchemasOf(
  { prefix: 'ms_', parent: 'matter', testingIds: 'msample_testing_ids' },
  {
    editable: {
      /**
       * The processed form the sample was taken in: '' the crude drug (药材), else 饮片 or a form its
       * monograph names (山药片); its results are judged against that form's limits.
       */
      ms_form: sampleText(50).default(''),
      /** Brand on the package, if any. */
      ms_brand: sampleText(100).default(''),
    },
    record: {
      /** '' the crude drug, else the processed form (饮片, 山药片 …). */
      ms_form: z.string(),
      ms_brand: z.string(),
    },
    rowBrand: 'ms_brand',
    sorts: MATTER_SAMPLE_SORTS,
  },
);

/** Editable fields of a matter sample (SPEC §3; collection time, unit, form and brand added). */
export const matterSampleFieldsSchema = matterSample.fields;

export const matterSampleCreateSchema = matterSampleFieldsSchema
  .extend({ ms_num: matterSampleFieldsSchema.shape.ms_num.optional() })
  .strict();
export type MatterSampleCreate = z.input<typeof matterSampleCreateSchema>;
export const matterSampleUpdateSchema = updateSchemaOf(matterSampleFieldsSchema);
export type MatterSampleUpdate = z.input<typeof matterSampleUpdateSchema>;

export const matterSampleSchema = matterSample.record;
export type MatterSample = z.infer<typeof matterSampleSchema>;

export const matterSampleDetailSchema = matterSampleSchema.extend({
  matter: matterRefSchema.nullable(),
  reports: z.array(reportRowSchema),
});
export type MatterSampleDetail = z.infer<typeof matterSampleDetailSchema>;

/** Row of the matter sample list (SPEC §2: number, name, image, brand, source, origin, grade, volume …). */
export const matterSampleRowSchema = matterSample.row;
export type MatterSampleRow = z.infer<typeof matterSampleRowSchema>;

export { MATTER_SAMPLE_SORTS };
export const matterSampleListQuerySchema = matterSample.listQuery;
export type MatterSampleListQuery = z.infer<typeof matterSampleListQuerySchema>;
