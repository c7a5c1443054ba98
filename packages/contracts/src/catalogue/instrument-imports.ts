import { z } from 'zod';
import { idTextSchema } from '../paging';
import { lineSchema } from '../text';
import { belowLimitSchema } from './report-results';

/**
 * Instrument imports: a CSV or XLSX exported by an instrument (ICP-MS, LC-MS/MS, GC-MS/MS,
 * HPLC …) is read against a worksheet through a saved column-mapping profile. A dry run names
 * every row matched or refused (row, column, reason); a commit writes the matched rows as
 * entered results, never over a verified or published one.
 */

/** CSV delimiters a profile may name ('\t': tab-separated exports). */
export const INSTRUMENT_DELIMITERS = [',', ';', '\t', '|'] as const;

/** A column of the file, named by its header text as the instrument writes it. */
const columnSchema = lineSchema(100);

/** An analyte as the file names it ("Pb208", "Lead") → the test item it is ("铅 (Pb)"). */
export const instrumentAliasSchema = z.object({ from: lineSchema(100).min(1), to: lineSchema(100).min(1) }).strict();
export type InstrumentAlias = z.infer<typeof instrumentAliasSchema>;

/** `POST /api/instrument-profiles`, `PUT /api/instrument-profiles/:id` (the whole profile). */
export const instrumentProfileWriteSchema = z
  .object({
    name: lineSchema(100).min(1),
    instrument: lineSchema(100).default(''),
    /** The sample number (MS-0000123) or the QC position (its label, or QC-<id>). */
    key_column: columnSchema.min(1),
    analyte_column: columnSchema.min(1),
    value_column: columnSchema.min(1),
    unit_column: columnSchema.default(''),
    /** A flag column ("< LOD", "<LOQ", "ND", "未检出"); such words in the value column count too. */
    flag_column: columnSchema.default(''),
    lod_column: columnSchema.default(''),
    loq_column: columnSchema.default(''),
    /** The filled row holding the column names (1 = the first). */
    header_row: z.number().int().min(1).max(100).default(1),
    delimiter: z.enum(INSTRUMENT_DELIMITERS).default(','),
    /** XLSX: the sheet to read by name; '' the first. */
    sheet: lineSchema(31).default(''),
    aliases: z.array(instrumentAliasSchema).max(200).default([]),
  })
  .strict();
export type InstrumentProfileWrite = z.input<typeof instrumentProfileWriteSchema>;

export const instrumentProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  instrument: z.string(),
  key_column: z.string(),
  analyte_column: z.string(),
  value_column: z.string(),
  unit_column: z.string(),
  flag_column: z.string(),
  lod_column: z.string(),
  loq_column: z.string(),
  header_row: z.number().int(),
  delimiter: z.enum(INSTRUMENT_DELIMITERS),
  sheet: z.string(),
  aliases: z.array(instrumentAliasSchema),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  updated_by_name: z.string(),
});
export type InstrumentProfile = z.infer<typeof instrumentProfileSchema>;

/**
 * `POST /api/worksheets/:id/instrument-import` (multipart, one file). `dry-run` reads and
 * matches; `commit` writes the matched rows and needs the `sha256` the dry run answered, so
 * what is written is the file that was checked.
 */
export const instrumentImportQuerySchema = z
  .object({
    profile_id: idTextSchema,
    mode: z.enum(['dry-run', 'commit']).default('dry-run'),
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
  })
  .strict();
export type InstrumentImportQuery = z.infer<typeof instrumentImportQuerySchema>;

/** Why a row is refused; each has its text in both languages. */
export const INSTRUMENT_REFUSALS = [
  'emptyKey',
  'unknownSample',
  'notOnWorksheet',
  'unknownAnalyte',
  'analyteNotPlanned',
  'unitMismatch',
  'valueUnreadable',
  'limitUnreadable',
  'verified',
  'entryClosed',
  'qcFlag',
  'duplicateRow',
] as const;
export const instrumentRefusalSchema = z.enum(INSTRUMENT_REFUSALS);
export type InstrumentRefusal = z.infer<typeof instrumentRefusalSchema>;

/** One data row of the file, as the dry run (and the commit) judged it. */
export const instrumentImportRowSchema = z.object({
  /** The row's number in the file (1 = the first line or sheet row). */
  row: z.number().int(),
  status: z.enum(['matched', 'refused']),
  /** The cells as read: the key, the analyte, the value as typed (digits kept), the unit. */
  key: z.string(),
  analyte: z.string(),
  value: z.string(),
  unit: z.string(),
  /** Matched to a sample of the worksheet, or to one of its QC positions. */
  target: z.enum(['sample', 'qc']).nullable(),
  sample_id: z.number().int().nullable(),
  sample_num: z.string(),
  position_id: z.number().int().nullable(),
  position_label: z.string(),
  standard_id: z.number().int().nullable(),
  /** The test item the value is for. */
  item: z.string(),
  /** What is written: a decimal as typed, or below LOD / LOQ. */
  result: z.string().nullable(),
  below: belowLimitSchema.nullable(),
  lod: z.string().nullable(),
  loq: z.string().nullable(),
  /** Refused: the column at fault (its header as in the profile), why (code and text in the caller's language). */
  column: z.string().nullable(),
  reason: instrumentRefusalSchema.nullable(),
  message: z.string(),
});
export type InstrumentImportRow = z.infer<typeof instrumentImportRowSchema>;

export const instrumentImportResultSchema = z.object({
  mode: z.enum(['dry-run', 'commit']),
  file_name: z.string(),
  sha256: z.string(),
  worksheet_id: z.number().int(),
  profile_id: z.number().int(),
  total: z.number().int(),
  matched: z.number().int(),
  refused: z.number().int(),
  /** Commit: results written (rows whose value was already the same are not counted). */
  written: z.number().int(),
  /** Commit: the reports written, by id. */
  report_ids: z.array(z.number().int()),
  rows: z.array(instrumentImportRowSchema),
});
export type InstrumentImportResult = z.infer<typeof instrumentImportResultSchema>;
