import { z } from 'zod';
import { idTextSchema } from '../paging';
import { lineSchema, longTextSchema } from '../text';
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
} from './common';
import { sampleStateSchema } from './sample-lifecycle';
import { collUnitSchema, sampleGradeSchema, sampleSourceSchema } from './sample-options';

/**
 * One definition of a sample, from which matter samples (`ms_…`) and product samples
 * (`product_sample_…`) derive their schemas: the same fields, checks and defaults under each
 * kind's column names (SPEC §3 names them with a prefix per kind). Keys keep the order the
 * import templates and the API document show.
 */

/** Short fields are one line; long ones (500+) may break lines. Both refuse controls (see text.ts). */
const text = (max: number) => (max < 500 ? lineSchema(max) : longTextSchema(max));

type Prefixed<P extends string, S> = { [K in keyof S & string as `${P}${K}`]: S[K] };

function prefixed<P extends string, S extends Record<string, unknown>>(prefix: P, shape: S): Prefixed<P, S> {
  return Object.fromEntries(Object.entries(shape).map(([k, v]) => [prefix + k, v])) as Prefixed<P, S>;
}

function keyed<K extends string, V>(key: K, value: V): Record<K, V> {
  return { [key]: value } as Record<K, V>;
}

/** What names a kind's columns: its prefix, its parent's id and name keys, and its own extras. */
export interface SampleKindKeys<P extends string, Parent extends string, Testing extends string> {
  prefix: P;
  /** The parent record's key stem: `matter` → `matter_id`, `matter_name`. */
  parent: Parent;
  /** Key of the sample's testing report ids (SPEC §3: msample_testing_ids, psample_testing_ids). */
  testingIds: Testing;
}

/** The schemas of one sample kind, from the shared definition. */
export function sampleSchemasOf<
  P extends string,
  Parent extends string,
  Testing extends string,
  EditExtra extends z.ZodRawShape,
  RecordExtra extends z.ZodRawShape,
  RowBrand extends string,
>(
  keys: SampleKindKeys<P, Parent, Testing>,
  extras: {
    /** Editable fields of this kind alone, after storage conditions. */
    editable: EditExtra;
    /** Their read shape in a record (after storage conditions). */
    record: RecordExtra;
    /** Key of the brand a list row shows (the sample's own, or its product's). */
    rowBrand: RowBrand;
    sorts: readonly string[];
  },
) {
  const { prefix: p, parent, testingIds } = keys;
  const parentId = `${parent}_id` as `${Parent}_id`;

  const fields = z.object({
    ...prefixed(p, {
      /** Optional on create: the server numbers new records. */
      num: recordNumSchema,
      name: text(100).min(1),
    }),
    ...keyed(parentId, z.number().int().positive()),
    ...prefixed(p, { source: sampleSourceSchema }),
    images: imagesSchema.default([]),
    ...prefixed(p, {
      gatherer: text(50).default(''),
      gatherer_tel: phoneSchema.default(''),
      /** GB/T 2260 region code of the collection place (province XX0000 or city XXXX00). */
      area: regionCodeSchema,
      /** Collection volume, in the collection unit. */
      coll_vol: z.number().min(0).max(1_000_000),
      coll_unit: collUnitSchema.default('g'),
      /** When the sample was collected (Unix seconds). */
      coll_time: unixSecondsSchema,
      grade: sampleGradeSchema.default('ungraded'),
      /** Storage conditions, e.g. 阴凉干燥处密封保存. */
      storage: text(200).default(''),
    }),
    ...extras.editable,
    ...prefixed(p, {
      /** Photographer of the sample photos. */
      media_photog: text(50).default(''),
      media_time: unixSecondsSchema.nullable().default(null),
      /** Where the photos were taken (place name or coordinates). */
      media_location: text(200).default(''),
    }),
    status: z.enum(['online', 'offline']).default('online'),
  });

  const record = recordMetaSchema.extend({
    ...prefixed(p, { num: z.string(), name: z.string() }),
    ...keyed(parentId, z.number().int()),
    ...prefixed(p, { source: z.string() }),
    images: z.array(z.string()),
    ...prefixed(p, {
      gatherer: z.string(),
      gatherer_tel: z.string(),
      area: z.string(),
      /** "Province / City" name of the area. */
      area_name: z.string(),
      coll_vol: z.number(),
      coll_unit: z.string(),
      coll_time: z.number().int(),
      grade: z.string(),
      storage: z.string(),
    }),
    ...extras.record,
    ...prefixed(p, {
      media_photog: z.string(),
      media_time: z.number().int().nullable(),
      media_location: z.string(),
    }),
    /** Testing reports of this sample. */
    ...keyed(testingIds, z.array(z.number().int())),
    /** Laboratory state (moved only through …/transitions). */
    state: sampleStateSchema,
    /** The sample this one re-tests, or null. */
    retest_of: z.number().int().nullable(),
  });

  /** Row of a sample list (SPEC §2: number, name, image, brand, source, origin, grade, volume …). */
  const row = z.object({
    id: z.number().int(),
    ...prefixed(p, { num: z.string(), name: z.string() }),
    image: z.string().nullable(),
    ...keyed(parentId, z.number().int()),
    ...keyed(`${parent}_name` as `${Parent}_name`, z.string()),
    ...keyed(extras.rowBrand, z.string()),
    ...prefixed(p, {
      source: z.string(),
      area: z.string(),
      area_name: z.string(),
      grade: z.string(),
      coll_vol: z.number(),
      coll_unit: z.string(),
      coll_time: z.number().int(),
    }),
    report_count: z.number().int(),
    view_count: z.number().int(),
    updated_at: z.number().int(),
    status: z.enum(['online', 'offline']),
    is_demo: z.boolean(),
    state: sampleStateSchema,
  });

  const listQuery = catalogueListBaseSchema
    .extend({
      sort: sortParam(extras.sorts),
      /** Only records offending this data-quality rule (the rules-preset cards link here). */
      quality: optionalParam(qualityRuleKeySchema),
      ...keyed(parentId, optionalParam(idTextSchema)),
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

  return { fields, record, row, listQuery, numKey: `${p}num` as `${P}num` };
}

export { text as sampleText };
