import { PassThrough, type Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';

export const MAX_IMPORT_ROWS = 5000;

export class SheetError extends Error {}

const isZip = (b: Buffer) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return v;
  // A date cell holds the wall-clock time it shows, stored as if it were UTC: hand on that
  // wall-clock text, which the import reads in the display time zone like a typed date.
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 19).replace('T', ' ');
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return v.result === undefined || v.result === null ? '' : String(v.result);
  }
  return String(v);
}

/** An uploaded XLSX (first sheet) or UTF-8 CSV (BOM optional) → rows of cell texts. */
export async function readSheet(data: Buffer): Promise<string[][]> {
  if (isZip(data)) {
    const wb = new ExcelJS.Workbook();
    try {
      await wb.xlsx.load(data as unknown as ArrayBuffer);
    } catch (err) {
      throw new SheetError((err as Error).message);
    }
    const ws = wb.worksheets[0];
    if (!ws) return [];
    const rows: string[][] = [];
    const width = ws.columnCount;
    ws.eachRow({ includeEmpty: true }, (row, n) => {
      const cells: string[] = [];
      for (let c = 1; c <= width; c++) cells.push(cellText(row.getCell(c).value));
      rows[n - 1] = cells;
    });
    return Array.from(rows, (r) => r ?? []);
  }
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  try {
    return parse(text, { relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch (err) {
    throw new SheetError((err as Error).message);
  }
}

/** A CSV stream with a UTF-8 BOM (so Excel shows Chinese) of header + rows. */
export function csvStream(header: string[], rows: AsyncIterable<(string | number)[]>): Readable {
  const out = new PassThrough();
  out.write('\uFEFF');
  const csv = stringify();
  csv.pipe(out);
  void (async () => {
    try {
      csv.write(header);
      for await (const row of rows) if (!csv.write(row)) await new Promise((r) => csv.once('drain', r));
      csv.end();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}

/** A streamed XLSX workbook (one sheet) of header + rows. */
export function xlsxStream(sheetName: string, header: string[], rows: AsyncIterable<(string | number)[]>): Readable {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const ws = wb.addWorksheet(sheetName.slice(0, 31));
  void (async () => {
    try {
      ws.addRow(header).commit();
      for await (const row of rows) ws.addRow(row).commit();
      ws.commit();
      await wb.commit();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}
