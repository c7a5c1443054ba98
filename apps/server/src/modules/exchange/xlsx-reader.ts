import path from 'node:path/posix';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import {
  MAX_CELL_CHARS,
  MAX_IMPORT_CELLS,
  MAX_IMPORT_COLUMNS,
  MAX_SHEET_ROWS,
  MAX_XML_DEPTH,
  SheetRefused,
} from './import-limits';
import { type SheetRow, rowCounter } from './sheet-rows';
import { type ZipEntry, entryReader, zipEntries } from './zip-reader';

/** Attributes of one element (a cell has three; a bloated tag is refused before it is held). */
const MAX_ATTRIBUTES = 64;
/** Cell styles of a workbook (Excel's own limit is about 64,000). */
const MAX_STYLES = 65_536;
/** Built-in number formats that show dates or times (ECMA-376 18.8.30 and the East Asian ones). */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47,
]);
for (let id = 50; id <= 58; id++) DATE_FORMAT_IDS.add(id);

const unreadable = (reason: string) => new SheetRefused('import.badSheet', { reason }, false);
const local = (name: string) => name.slice(name.indexOf(':') + 1);

type Handlers = {
  open?(name: string, attrs: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
};

/**
 * Streams one zip entry through a SAX parser: no document is built, nesting and attributes are
 * bounded, a DOCTYPE (the door to entity expansion) is refused.
 */
async function parsePart(read: (e: ZipEntry) => AsyncGenerator<Buffer>, entry: ZipEntry, on: Handlers) {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let depth = 0;
  let attributes = 0;
  parser.on('error', (err) => {
    throw unreadable(`${entry.name}: ${err.message}`);
  });
  parser.on('doctype', () => {
    throw unreadable(`${entry.name}: a DOCTYPE is not allowed`);
  });
  parser.on('opentagstart', () => {
    attributes = 0;
    if (++depth > MAX_XML_DEPTH)
      throw new SheetRefused('import.limit.nesting', { part: entry.name, max: MAX_XML_DEPTH }, false);
  });
  parser.on('attribute', () => {
    if (++attributes > MAX_ATTRIBUTES)
      throw unreadable(`${entry.name}: an element has more than ${MAX_ATTRIBUTES} attributes`);
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    on.open?.(local(tag.name), tag.attributes);
  });
  parser.on('closetag', (tag: SaxesTagPlain) => {
    depth--;
    on.close?.(local(tag.name));
  });
  if (on.text) {
    parser.on('text', on.text);
    parser.on('cdata', on.text);
  }
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of read(entry)) parser.write(decoder.decode(chunk, { stream: true }));
  parser.write(decoder.decode());
  parser.close();
}

/** "XFD1048576" → [16384, 1048576]; a column of more than three letters counts as past every limit. */
function cellRef(ref: string): [column: number, row: number] | null {
  const m = /^\$?([A-Za-z]{1,3})\$?(\d{1,9})$/.exec(ref.trim());
  if (!m) return /^[A-Za-z]+\d+$/.test(ref.trim()) ? [Infinity, Infinity] : null;
  let column = 0;
  for (const ch of m[1]!.toUpperCase()) column = column * 26 + (ch.charCodeAt(0) - 64);
  return [column, Number(m[2])];
}

/** exceljs's rule: a format shows a date when, outside quotes and brackets, it has y m d h s or b. */
const isDateFormat = (code: string) => /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** A date serial as the wall-clock text it shows (the same text exceljs gave: UTC fields). */
function serialText(serial: number, date1904: boolean): string {
  const ms = Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000);
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 19).replace('T', ' ');
}

/** The first sheet of an XLSX as its filled rows, read in one pass within the import limits. */
export async function readXlsx(data: Buffer): Promise<SheetRow[]> {
  const entries = zipEntries(data);
  const read = entryReader(data);
  const find = (name: string) => {
    const key = name.replace(/^\/+/, '');
    const hit = entries.get(key);
    if (hit) return hit;
    for (const e of entries.values()) if (e.name.toLowerCase() === key.toLowerCase()) return e;
    return undefined;
  };
  /** Targets of a part's relationships, as zip names (relative to the part's folder). */
  async function relationships(part: string) {
    const rels = find(path.join(path.dirname(part), '_rels', `${path.basename(part)}.rels`));
    const out: { id: string; type: string; target: string }[] = [];
    if (!rels) return out;
    await parsePart(read, rels, {
      open(name, a) {
        if (name !== 'Relationship' || a.TargetMode === 'External' || out.length >= MAX_ATTRIBUTES * 64) return;
        const target = (a.Target ?? '').startsWith('/')
          ? (a.Target ?? '').slice(1)
          : path.normalize(path.join(path.dirname(part), a.Target ?? ''));
        out.push({ id: a.Id ?? '', type: (a.Type ?? '').split('/').pop() ?? '', target });
      },
    });
    return out;
  }

  const root = (await relationships('')).find((r) => r.type === 'officeDocument')?.target ?? 'xl/workbook.xml';
  const workbook = find(root);
  if (!workbook) throw unreadable('no workbook in the file');
  let firstSheetId: string | undefined;
  let date1904 = false;
  await parsePart(read, workbook, {
    open(name, a) {
      if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
      if (name === 'sheet' && firstSheetId === undefined)
        firstSheetId = a['r:id'] ?? Object.entries(a).find(([k]) => local(k) === 'id')?.[1];
    },
  });
  const rels = await relationships(workbook.name);
  const sheet = find(rels.find((r) => r.id === firstSheetId)?.target ?? '');
  if (!sheet) return [];

  // Styles: which cell style shows its number as a date.
  const dateStyle: boolean[] = [];
  const stylesEntry = find(rels.find((r) => r.type === 'styles')?.target ?? '');
  if (stylesEntry) {
    const custom = new Map<number, string>();
    let inCellXfs = false;
    await parsePart(read, stylesEntry, {
      open(name, a) {
        if (name === 'numFmt') custom.set(Number(a.numFmtId), a.formatCode ?? '');
        else if (name === 'cellXfs') inCellXfs = true;
        else if (name === 'xf' && inCellXfs) {
          if (dateStyle.length >= MAX_STYLES) throw unreadable(`more than ${MAX_STYLES} cell styles`);
          const id = Number(a.numFmtId ?? 0);
          const code = custom.get(id);
          dateStyle.push(code !== undefined ? isDateFormat(code) : DATE_FORMAT_IDS.has(id));
        }
      },
      close(name) {
        if (name === 'cellXfs') inCellXfs = false;
      },
    });
  }

  // Shared strings: the texts of <t> in each <si>, phonetic runs left out.
  const shared: string[] = [];
  const sharedEntry = find(rels.find((r) => r.type === 'sharedStrings')?.target ?? '');
  if (sharedEntry) {
    let text: string | null = null;
    let inT = false;
    let inPhonetic = false;
    await parsePart(read, sharedEntry, {
      open(name, a) {
        // The table declares its size: refused at once, as a sheet's dimension is.
        if (name === 'sst' && Number(a.uniqueCount ?? 0) > MAX_IMPORT_CELLS)
          throw new SheetRefused('import.limit.sharedStrings', { max: MAX_IMPORT_CELLS });
        if (name === 'si') {
          if (shared.length >= MAX_IMPORT_CELLS)
            throw new SheetRefused('import.limit.sharedStrings', { max: MAX_IMPORT_CELLS });
          text = '';
        } else if (name === 'rPh') inPhonetic = true;
        else if (name === 't') inT = true;
      },
      text(s) {
        if (text === null || !inT || inPhonetic) return;
        text += s;
        if (text.length > MAX_CELL_CHARS) throw new SheetRefused('import.limit.cellChars', { max: MAX_CELL_CHARS });
      },
      close(name) {
        if (name === 'si' && text !== null) {
          shared.push(text);
          text = null;
        } else if (name === 'rPh') inPhonetic = false;
        else if (name === 't') inT = false;
      },
    });
  }

  const rows = rowCounter();
  let rowNumber = 0;
  let cells: string[] = [];
  let column = 0;
  let cell: { type: string; style: number; value: string | null } | null = null;
  let valueOpen = false;
  let inInline = false;
  let inPhonetic = false;
  await parsePart(read, sheet, {
    open(name, a) {
      switch (name) {
        case 'dimension': {
          const last = cellRef((a.ref ?? '').split(':').pop() ?? '');
          if (last && (last[0] > MAX_IMPORT_COLUMNS || last[1] > MAX_SHEET_ROWS))
            throw new SheetRefused('import.limit.dimension', {
              ref: a.ref ?? '',
              maxRows: MAX_SHEET_ROWS,
              maxColumns: MAX_IMPORT_COLUMNS,
            });
          return;
        }
        case 'row': {
          const r = a.r === undefined ? rowNumber + 1 : Number(a.r);
          if (!Number.isInteger(r) || r < 1) throw unreadable(`bad row number "${a.r}"`);
          if (r > MAX_SHEET_ROWS) throw new SheetRefused('import.limit.rowNumber', { row: r, max: MAX_SHEET_ROWS });
          rowNumber = r;
          cells = [];
          column = 0;
          return;
        }
        case 'c': {
          const at: [number, number] | null = a.r === undefined ? [column + 1, rowNumber] : cellRef(a.r);
          if (!at) throw unreadable(`bad cell reference "${a.r}"`);
          column = at[0];
          cell = { type: a.t ?? 'n', style: Number(a.s ?? 0), value: null };
          return;
        }
        case 'v':
          valueOpen = cell !== null;
          return;
        case 'is':
          inInline = cell !== null;
          return;
        case 'rPh':
          inPhonetic = true;
          return;
        case 't':
          valueOpen = inInline && !inPhonetic;
          return;
      }
    },
    text(s) {
      if (!valueOpen || !cell) return;
      cell.value = (cell.value ?? '') + s;
      if (cell.value.length > MAX_CELL_CHARS)
        throw new SheetRefused('import.limit.cellChars', { max: MAX_CELL_CHARS, row: rowNumber });
    },
    close(name) {
      switch (name) {
        case 'v':
        case 't':
          valueOpen = false;
          return;
        case 'rPh':
          inPhonetic = false;
          return;
        case 'is':
          inInline = false;
          return;
        case 'c': {
          const text = cell ? cellText(cell, shared, dateStyle, date1904) : '';
          cell = null;
          if (text === '') return;
          if (column > MAX_IMPORT_COLUMNS)
            throw new SheetRefused('import.limit.columns', { row: rowNumber, max: MAX_IMPORT_COLUMNS });
          while (cells.length < column - 1) cells.push('');
          cells[column - 1] = text;
          rows.cell();
          return;
        }
        case 'row':
          rows.row(rowNumber, cells);
          return;
      }
    },
  });
  return rows.done();
}

function cellText(
  cell: { type: string; style: number; value: string | null },
  shared: string[],
  dateStyle: boolean[],
  date1904: boolean,
): string {
  const v = cell.value;
  if (v === null) return '';
  switch (cell.type) {
    case 's':
      return shared[Number.parseInt(v, 10)] ?? '';
    case 'str':
    case 'inlineStr':
    case 'e':
      return v;
    case 'b':
      return Number.parseInt(v, 10) !== 0 ? 'true' : 'false';
    default: {
      const n = Number.parseFloat(v);
      if (Number.isNaN(n)) return '';
      return dateStyle[cell.style] ? serialText(n, date1904) : String(n);
    }
  }
}
