import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { readCsv } from './csv-reader';
import type { SheetRow } from './sheet-rows';
import { readXlsx } from './xlsx-reader';

export { MAX_IMPORT_ROWS } from './import-limits';
export type { SheetRow } from './sheet-rows';

const isZip = (b: Buffer) => b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/**
 * An uploaded XLSX (first sheet) or UTF-8 CSV (BOM optional) → its filled rows, the first
 * being the header. Both are read as streams and refused (SheetRefused) at the first limit
 * they pass (import-limits.ts), before what they declare is held in memory.
 */
export async function readSheet(data: Buffer): Promise<SheetRow[]> {
  return isZip(data) ? readXlsx(data) : readCsv(data);
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
