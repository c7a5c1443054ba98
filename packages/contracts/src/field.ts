import { z } from 'zod';
import { lineSchema, longTextSchema } from './text';
import { recordNumSchema, unixSecondsSchema } from './catalogue/common';
import { matterSampleCreateSchema } from './catalogue/matter-sample';
import { productSampleCreateSchema } from './catalogue/product-sample';

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

const common = {
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
});
export type FieldCollection = z.infer<typeof fieldCollectionSchema>;
