import { once } from 'node:events';
import { CsvError, parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import {
  MAX_CELL_CHARS,
  MAX_CSV_RECORD_CHARS,
  MAX_IMPORT_CELLS,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  SheetRefused,
} from '../../exchange/import-limits';
import { entryReader, zipEntries } from '../../exchange/zip-reader';

/** An instrument's export is small: a run is at most a few thousand result lines. */
export const MAX_INSTRUMENT_FILE_BYTES = 4 * 1024 * 1024;
/** Unpacked bytes of a whole XLSX: exceljs holds the workbook in memory, so it gets only this much. */
const MAX_XLSX_UNPACKED = 32 * 1024 * 1024;

/** A row of the file: `n` is its number as the instrument or a spreadsheet shows it (1 = the first). */
export interface FileRow {
  n: number;
  cells: string[];
}

const isZip = (b: Buffer) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const unreadable = (reason: string) => new SheetRefused('import.badSheet', { reason }, false);

/**
 * An instrument export (CSV with the profile's delimiter, or XLSX: the profile's sheet, else
 * the first) as its rows, every value as the text the instrument wrote ("0.010" stays "0.010").
 * Everything about the file that is wrong or past a limit is a SheetRefused.
 */
export async function readInstrumentFile(data: Buffer, opts: { delimiter: string; sheet: string }): Promise<FileRow[]> {
  if (isZip(data)) return readXlsx(data, opts.sheet);
  // A binary file that is not a workbook (a PDF, an image, an instrument's raw data).
  if (data.subarray(0, 8192).includes(0)) throw unreadable('not a CSV or XLSX file');
  return readCsv(decode(data), opts.delimiter);
}

/** UTF-8 (BOM optional); an export of a Chinese Windows instrument PC may be GB 18030 instead. */
function decode(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('gb18030').decode(data);
  }
}

const PIECE = 64 * 1024;

async function readCsv(text: string, delimiter: string): Promise<FileRow[]> {
  const rows: FileRow[] = [];
  let cells = 0;
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    info: true,
    max_record_size: MAX_CSV_RECORD_CHARS,
    cast(value, context) {
      if (context.index >= MAX_IMPORT_COLUMNS)
        throw new SheetRefused('import.limit.columns', { row: context.lines, max: MAX_IMPORT_COLUMNS });
      if (value.length > MAX_CELL_CHARS)
        throw new SheetRefused('import.limit.cellChars', { row: context.lines, max: MAX_CELL_CHARS });
      return value;
    },
  });
  const feed = async () => {
    for (let i = 0; i < text.length && !parser.destroyed; i += PIECE)
      if (!parser.write(text.slice(i, i + PIECE))) await once(parser, 'drain');
    parser.end();
  };
  feed().catch(() => {});
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!record.some((c) => c.trim() !== '')) continue;
      cells += record.length;
      if (cells > MAX_IMPORT_CELLS) throw new SheetRefused('import.limit.cells', { max: MAX_IMPORT_CELLS });
      if (rows.length > MAX_IMPORT_ROWS) throw new SheetRefused('import.tooManyRows', { max: MAX_IMPORT_ROWS }, false);
      rows.push({ n: info.lines, cells: record });
    }
  } catch (err) {
    if (err instanceof SheetRefused) throw err;
    if (err instanceof CsvError && err.code === 'CSV_MAX_RECORD_SIZE')
      throw new SheetRefused('import.limit.line', { row: rows.length + 1, max: MAX_CSV_RECORD_CHARS });
    throw unreadable(String((err as Error).message).slice(0, 200));
  } finally {
    parser.destroy();
  }
  return rows;
}

/**
 * Every part of the zip is unpacked once through the bounded reader (a part that unpacks to
 * more than it declares, or a bomb, stops there) before exceljs, which inflates whole parts
 * into memory, is given the file.
 */
async function checkZip(data: Buffer) {
  const entries = zipEntries(data);
  let declared = 0;
  for (const e of entries.values()) declared += e.unpacked;
  if (declared > MAX_XLSX_UNPACKED)
    throw new SheetRefused('import.limit.unpacked', { max: MAX_XLSX_UNPACKED / 1024 / 1024 });
  const read = entryReader(data);
  for (const e of entries.values()) for await (const chunk of read(e)) void chunk;
}

/** Decimals a number format shows: "0.000" → 3, "#,##0.0" → 1; null for General, dates, exponents… */
function fixedDecimals(format: string | undefined): number | null {
  if (!format) return null;
  const m = /^[#,0]*0(?:\.(0+))?(?:;.*)?$/.exec(format.trim());
  return m ? (m[1]?.length ?? 0) : null;
}

/** A cell as the text its sheet shows for a number with fixed decimals, else as stored. */
function cellText(cell: ExcelJS.Cell): string {
  let v: unknown = cell.value;
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && v !== null && 'result' in v) v = (v as { result: unknown }).result;
  if (typeof v === 'object' && v !== null && 'richText' in v)
    return (v as { richText: { text: string }[] }).richText.map((r) => r.text).join('');
  if (typeof v === 'object' && v !== null && 'text' in v) return String((v as { text: unknown }).text);
  if (typeof v === 'number') {
    const decimals = fixedDecimals(cell.numFmt);
    return decimals !== null && decimals <= 8 && Number.isFinite(v) ? v.toFixed(decimals) : String(v);
  }
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 19).replace('T', ' ');
  if (typeof v === 'object' && v !== null && 'error' in v) return String((v as { error: unknown }).error);
  return String(v as string | boolean);
}

async function readXlsx(data: Buffer, sheetName: string): Promise<FileRow[]> {
  await checkZip(data);
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(data as unknown as ArrayBuffer);
  } catch (err) {
    throw unreadable(String((err as Error).message).slice(0, 200));
  }
  const ws = sheetName ? wb.getWorksheet(sheetName) : wb.worksheets[0];
  if (!ws)
    throw sheetName
      ? new SheetRefused('instrument.noSheet', { sheet: sheetName }, false)
      : new SheetRefused('instrument.emptyWorkbook', {}, false);
  if (ws.columnCount > MAX_IMPORT_COLUMNS)
    throw new SheetRefused('import.limit.columns', { row: 1, max: MAX_IMPORT_COLUMNS });
  const rows: FileRow[] = [];
  let cells = 0;
  ws.eachRow({ includeEmpty: false }, (row, n) => {
    const out: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      if (col > MAX_IMPORT_COLUMNS) throw new SheetRefused('import.limit.columns', { row: n, max: MAX_IMPORT_COLUMNS });
      const text = cellText(cell);
      if (text.length > MAX_CELL_CHARS)
        throw new SheetRefused('import.limit.cellChars', { row: n, max: MAX_CELL_CHARS });
      while (out.length < col - 1) out.push('');
      out[col - 1] = text;
      if (++cells > MAX_IMPORT_CELLS) throw new SheetRefused('import.limit.cells', { max: MAX_IMPORT_CELLS });
    });
    if (!out.some((c) => c.trim() !== '')) return;
    if (rows.length > MAX_IMPORT_ROWS) throw new SheetRefused('import.tooManyRows', { max: MAX_IMPORT_ROWS }, false);
    rows.push({ n, cells: out });
  });
  return rows;
}
