import { once } from 'node:events';
import { CsvError, parse } from 'csv-parse';
import { MAX_CELL_CHARS, MAX_CSV_RECORD_CHARS, MAX_IMPORT_COLUMNS, SheetRefused } from './import-limits';
import { type SheetRow, rowCounter } from './sheet-rows';

/** Bytes handed to the parser at a time, so that it stops at the first limit instead of after the file. */
const PIECE = 64 * 1024;

/** A UTF-8 CSV (BOM optional) as its filled rows, streamed through csv-parse within the import limits. */
export async function readCsv(data: Buffer): Promise<SheetRow[]> {
  const rows = rowCounter();
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: MAX_CSV_RECORD_CHARS,
    // Called for every field as it is read: a line of a million commas stops at the limit.
    cast(value, context) {
      if (context.index >= MAX_IMPORT_COLUMNS)
        throw new SheetRefused('import.limit.columns', { row: context.records + 1, max: MAX_IMPORT_COLUMNS });
      if (value.length > MAX_CELL_CHARS)
        throw new SheetRefused('import.limit.cellChars', { row: context.records + 1, max: MAX_CELL_CHARS });
      return value;
    },
  });
  const feed = async () => {
    for (let i = 0; i < data.length && !parser.destroyed; i += PIECE)
      if (!parser.write(data.subarray(i, i + PIECE))) await once(parser, 'drain');
    parser.end();
  };
  feed().catch(() => {});
  let n = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      n++;
      for (const c of record) if (c !== '') rows.cell();
      rows.row(n, record);
    }
  } catch (err) {
    if (err instanceof SheetRefused) throw err;
    if (err instanceof CsvError && err.code === 'CSV_MAX_RECORD_SIZE')
      throw new SheetRefused('import.limit.line', { row: n + 1, max: MAX_CSV_RECORD_CHARS });
    throw new SheetRefused('import.badSheet', { reason: String((err as Error).message).slice(0, 200) }, false);
  } finally {
    parser.destroy();
  }
  return rows.done();
}
