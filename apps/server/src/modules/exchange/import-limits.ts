/**
 * What an import reads at most. Every limit is checked while the file is read, before the
 * thing it bounds is held in memory: a refused file costs at most these sizes, whatever it
 * declares.
 */
export const MAX_IMPORT_ROWS = 5000;
/** Columns of a sheet (a record kind has far fewer; Excel 2003 had this many). */
export const MAX_IMPORT_COLUMNS = 256;
/** Rows a sheet may declare or number (empty rows included). */
export const MAX_SHEET_ROWS = 65_536;
/** Filled cells of a sheet, and texts in an XLSX's shared-strings table (5,000 rows of 50 columns). */
export const MAX_IMPORT_CELLS = 250_000;
/** Characters of one cell (Excel's own limit). */
export const MAX_CELL_CHARS = 32_767;
/** Characters of one CSV line, quotes included (a missing closing quote runs to the end of the file). */
export const MAX_CSV_RECORD_CHARS = MAX_IMPORT_COLUMNS * 4096;
/** Entries of an XLSX's zip directory. */
export const MAX_ZIP_ENTRIES = 4096;
/** Unpacked bytes of one part of an XLSX (a sheet, the shared strings, the styles). */
export const MAX_PART_BYTES = 64 * 1024 * 1024;
/** Unpacked bytes of all the parts an import reads. */
export const MAX_UNPACKED_BYTES = 128 * 1024 * 1024;
/** Unpacked-to-packed ratio of a part past 1 MB (Apache POI's zip-bomb threshold). */
export const MAX_PART_RATIO = 100;
export const RATIO_FROM_BYTES = 1024 * 1024;
/** Nesting of XML elements (a sheet needs about ten). */
export const MAX_XML_DEPTH = 64;

/**
 * A file past a limit or not readable as a sheet: `tooLarge` answers 41300, otherwise 40000.
 * `key` and `params` make the message (exchange.messages.ts).
 */
export class SheetRefused extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    readonly tooLarge = true,
  ) {
    super(key);
    this.name = 'SheetRefused';
  }
}
