import { z } from 'zod';
import { idTextSchema, listQuerySchema } from '../paging';
import { isHttpUrl, lineSchema, storedImageSchema, STORED_FILE_RE } from '../text';
import { EXPORT_FORMATS, IMPORT_MODES, RECORD_STATUSES } from './options';

export { EXPORT_FORMATS, IMPORT_MODES, RECORD_STATUSES, type RecordStatus } from './options';

/**
 * Building blocks shared by every catalogue record (matter, product, samples, reports,
 * regulations). Messages of refinements are message keys that both the server and the
 * web translate (zh/en texts live in the server's catalogue messages and the web locales).
 */

export const recordStatusSchema = z.enum(RECORD_STATUSES);
/** Status of a record being created: a draft (offline) until a curator publishes it. */
export const newRecordStatusSchema = recordStatusSchema.default('offline');

/** Unix seconds. */
export const unixSecondsSchema = z.number().int().min(0).max(4_102_444_800);

/** A stored upload (`/api/files/<sha256>`) or an external http(s) URL (attachments: PDFs, documents). */
export const FILE_URL_RE = /^(\/api\/files\/[0-9a-f]{64}|https?:\/\/\S{1,500})$/;
export const fileUrlSchema = z
  .string()
  .trim()
  .max(520)
  .refine((v) => STORED_FILE_RE.test(v) || isHttpUrl(v), { message: 'file.urlInvalid' });
/** Pictures of a record: uploaded files only (see storedImageSchema). */
export const imagesSchema = z.array(storedImageSchema).max(20);

/** GB/T 2260 six-digit region code; provinces end in 0000, cities in 00. */
export const regionCodeSchema = z.string().regex(/^[1-9]\d{5}$/, 'region.invalid');

/** A list of record ids (JSON id lists are validated with this on write). */
export const idListSchema = z.array(z.number().int().positive()).max(1000);

/** Record number (material_num, product_num, …): letters, digits, - _ . */
export const recordNumSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'record.numFormat');

/** Phone as written on a label or a form: digits, spaces, dashes, parentheses, leading +. */
export const phoneSchema = z
  .string()
  .trim()
  .max(24)
  .regex(/^(\+?[0-9][0-9 ()-]{4,22})?$/, 'sample.telInvalid');

/** GTIN-13 / EAN-13 check digit of the first 12 digits. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** True when `code` is 13 digits with a correct check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** product_barcode: empty (unknown) or a checked EAN-13. */
export const barcodeSchema = z
  .string()
  .trim()
  .regex(/^(\d{13})?$/, 'product.barcodeFormat')
  .refine((v) => v === '' || isValidEan13(v), 'product.barcodeCheckDigit');

/** Columns every catalogue record answers with. */
export const recordMetaSchema = z.object({
  id: z.number().int(),
  status: recordStatusSchema,
  /** Generated demo data (shown with a "demo" badge). */
  is_demo: z.boolean(),
  view_count: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  created_by: z.number().int().nullable(),
  updated_by: z.number().int().nullable(),
});
export type RecordMeta = z.infer<typeof recordMetaSchema>;

/** A query-string value where an empty string means "not given". */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
}

/** `sort=field:asc|desc` restricted to the fields a list can sort by (each has an index). */
export function sortParam<const F extends readonly string[]>(fields: F) {
  return optionalParam(z.string().regex(new RegExp(`^(${fields.join('|')}):(asc|desc)$`), 'list.sortInvalid'));
}

/** Paging + search box; each kind extends it with its filters and sort fields. */
export const catalogueListBaseSchema = listQuerySchema.extend({
  q: optionalParam(lineSchema(100)),
  status: optionalParam(recordStatusSchema),
  /**
   * Keyset paging: id of the last row of the previous page. The page then starts right after
   * it, as fast at any depth (`current` is only echoed). Ignored while searching with `q`.
   */
  after: optionalParam(idTextSchema),
});

/** `?format=csv|xlsx` of the export endpoints (with the list filters beside it). */
export const exportFormatSchema = z.enum(EXPORT_FORMATS);

/** `?mode=dry-run|commit` of the import endpoints. */
export const importQuerySchema = z.object({ mode: z.enum(IMPORT_MODES).default('dry-run') }).strict();

/**
 * One problem in an uploaded sheet; `row` is the 1-based sheet row (header = 1), `field` the
 * field code, `column` the column's label in the caller's language (what the sheet shows).
 */
export const importErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  column: z.string().optional(),
  message: z.string(),
});
export const importResultSchema = z.object({
  mode: z.enum(IMPORT_MODES),
  total: z.number().int(),
  valid: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(importErrorSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** Answer of a successful delete. */
export const deletedSchema = z.object({ id: z.number().int() });

/** data of a 40900 answer when a referenced record is deleted. */
export const referencesSchema = z.object({
  references: z.array(z.object({ kind: z.string(), count: z.number().int(), ids: z.array(z.number().int()) })),
});

type NoDefault<S> = S extends z.ZodDefault<infer I> ? I : S;
export type UpdateShape<Sh extends z.ZodRawShape> = { [K in keyof Sh]: z.ZodOptional<NoDefault<Sh[K]>> };

/**
 * PUT body from a create shape: every field optional and no defaults, so a partial update
 * never resets a field it did not mention (zod's `.partial()` would still apply defaults).
 */
export function updateSchemaOf<Sh extends z.ZodRawShape>(fields: z.ZodObject<Sh>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, schema] of Object.entries(fields.shape)) {
    const s = schema as z.ZodType;
    shape[key] = (s instanceof z.ZodDefault ? (s.removeDefault() as z.ZodType) : s).optional();
  }
  return z.object(shape).strict() as unknown as z.ZodObject<UpdateShape<Sh>, z.core.$strict>;
}
