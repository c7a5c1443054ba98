import { z } from 'zod';
import { lineSchema, longTextSchema } from './text';
import { recordNumSchema, unixSecondsSchema } from './catalogue/common';
import { matterSampleCreateSchema } from './catalogue/matter-sample';
import { productSampleCreateSchema } from './catalogue/product-sample';
import { signatureBodySchema } from './console/people';

/**
 * Field collection: a sample recorded on a collector's device, possibly offline for days, and
 * sent when a network returns. The device makes the record's id (a UUID); the server keeps it
 * under a unique key, so sending the same record twice, or again after an answer that was lost,
 * makes one sample.
 */

/** A fix worse than this (metres) is flagged on the device and can be retaken. */
export const FIELD_ACCURACY_LIMIT_M = 100;

export const fieldPositionSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Radius of 68 % confidence, metres, as the device reports it. */
  accuracy: z.number().min(0).max(100_000),
  /** When the fix was taken (Unix seconds). */
  taken_at: unixSecondsSchema,
});
export type FieldPosition = z.infer<typeof fieldPositionSchema>;

/** The statement a collector confirms with their password: the first link of the custody chain. */
export const FIELD_SIGNATURE_MEANING = {
  zh: '我确认此样品由我本人在所记录的地点和时间采集',
  en: 'I collected this sample at the place and time recorded',
};

/**
 * The collector's signature on a record, as verification signs: the statement confirmed on the
 * device (possibly offline, `confirmed_at`), and the password typed again when the record is
 * sent. The device never keeps the password: it is asked when a sync starts online and checked
 * by the server against the signed-in collector.
 */
export const fieldSignatureSchema = z.strictObject({
  password: signatureBodySchema.shape.password,
  meaning: z.literal('collect'),
  /** When the collector confirmed the statement on the device (Unix seconds). */
  confirmed_at: unixSecondsSchema,
});
export type FieldSignature = z.input<typeof fieldSignatureSchema>;

const common = {
  signature: fieldSignatureSchema,
  /** Made on the device (crypto.randomUUID): the idempotency key. */
  id: z.uuid(),
  /** The number of the pre-printed label scanned onto the sample (becomes the sample number). */
  label: recordNumSchema.nullable().default(null),
  position: fieldPositionSchema.nullable().default(null),
  /** The place's name as the collector writes it (market, farm, village). */
  place: lineSchema(200).default(''),
  /** From whom it was bought or taken. */
  supplier: lineSchema(100).default(''),
  notes: longTextSchema(2000).default(''),
};

/** The sample part is the console's own create schema: one schema per thing. */
export const fieldSubmissionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('matter'), sample: matterSampleCreateSchema, ...common }).strict(),
  z.object({ kind: z.literal('product'), sample: productSampleCreateSchema, ...common }).strict(),
]);
export type FieldSubmission = z.input<typeof fieldSubmissionSchema>;

/**
 * Why a record was refused; the device holds it on its conflict screen, never overwrites.
 * - label_used: another sample carries this label number;
 * - subject_offline: the matter or product was taken offline meanwhile;
 * - sample_received: this record's sample has reached the laboratory, it can no longer change;
 * - record_changed: this record was sent before with other contents.
 */
export const FIELD_CONFLICTS = ['label_used', 'subject_offline', 'sample_received', 'record_changed'] as const;
export const fieldConflictSchema = z.enum(FIELD_CONFLICTS);
export type FieldConflict = z.infer<typeof fieldConflictSchema>;
/** `data` of a 40900 answer to a submission. */
export const fieldConflictDataSchema = z.object({
  reason: fieldConflictSchema,
  /** The sample the record made or collides with, when there is one the collector may see. */
  sample_id: z.number().int().nullable(),
  sample_num: z.string().nullable(),
});
export type FieldConflictData = z.infer<typeof fieldConflictDataSchema>;

export const fieldReceiptSchema = z.object({
  id: z.string(),
  kind: z.enum(['matter', 'product']),
  sample_id: z.number().int(),
  sample_num: z.string(),
  /** The console page of the sample (hash route). */
  path: z.string(),
  /** true: this record had been received before; nothing new was made. */
  repeated: z.boolean(),
  received_at: z.number().int(),
});
export type FieldReceipt = z.infer<typeof fieldReceiptSchema>;

/** The field record kept beside a sample: where, when and by whom it was collected. */
export const fieldCollectionSchema = z.object({
  id: z.string(),
  kind: z.enum(['matter', 'product']),
  sample_id: z.number().int(),
  label: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracy: z.number().nullable(),
  position_time: z.number().int().nullable(),
  place: z.string(),
  supplier: z.string(),
  notes: z.string(),
  collector_id: z.number().int().nullable(),
  collector_name: z.string(),
  received_at: z.number().int(),
  /** Who signed the collection with their password ('' for a record received unsigned). */
  signer_name: z.string(),
  /** When the password was checked (the sync), and when the statement was confirmed on the device. */
  signed_at: z.number().int().nullable(),
  confirmed_at: z.number().int().nullable(),
});
export type FieldCollection = z.infer<typeof fieldCollectionSchema>;

/** `GET /api/field/samples`: collected samples, filtered by what, who and when (collection time). */
export const fieldSamplesQuerySchema = z.object({
  kind: z.enum(['matter', 'product']).optional(),
  /** The matter (kind matter) or product (kind product) collected. */
  subject_id: z.coerce.number().int().positive().optional(),
  collector_id: z.coerce.number().int().positive().optional(),
  /** Collection time from / to (Unix seconds, inclusive). */
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
});
export type FieldSamplesQuery = z.infer<typeof fieldSamplesQuerySchema>;

/** One collected sample as the map and the list by region and date show it. */
export const fieldSampleSchema = z.object({
  kind: z.enum(['matter', 'product']),
  sample_id: z.number().int(),
  sample_num: z.string(),
  sample_name: z.string(),
  subject_id: z.number().int().nullable(),
  subject_name: z.string(),
  /** GB/T 2260 code and its name ('' when unknown). */
  region: z.string(),
  region_name: z.string(),
  collected_at: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracy: z.number().nullable(),
  place: z.string(),
  collector_id: z.number().int().nullable(),
  collector_name: z.string(),
  photo_count: z.number().int(),
});
export type FieldSample = z.infer<typeof fieldSampleSchema>;

/** The map's tile server as the operator configured it (FIELD_TILE_URL); null: the list view only. */
export const fieldTilesSchema = z.object({
  url: z.string(),
  attribution: z.string(),
  max_zoom: z.number().int(),
});
export type FieldTiles = z.infer<typeof fieldTilesSchema>;

export const fieldSamplesSchema = z.object({
  list: z.array(fieldSampleSchema),
  /** Matching samples the viewer may read; at most FIELD_SAMPLES_LIMIT are listed (newest first). */
  total: z.number().int(),
  tiles: fieldTilesSchema.nullable(),
  /** Everyone who collected a sample the viewer may read, for the collector filter. */
  collectors: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type FieldSamples = z.infer<typeof fieldSamplesSchema>;

/** The most samples one answer lists (the map and the list stay quick on a phone). */
export const FIELD_SAMPLES_LIMIT = 2000;
