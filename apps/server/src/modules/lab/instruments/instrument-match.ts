import {
  type BelowLimit,
  DECIMAL_PATTERN,
  type InstrumentImportRow,
  type InstrumentProfile,
  type InstrumentRefusal,
  belowLimitTyped,
  mayEnterResults,
  standardItemKey,
  typedLimitSchema,
} from '@yaoshi/contracts';
import type { FileRow } from './instrument-file';

/** A test item a row may be for: its standard, name and unit. */
export interface Analyte {
  standard_id: number;
  item: string;
  unit: string;
}

/** A sample of the worksheet, with what the caller may know of it. */
export interface SheetSample {
  sample_id: number;
  sample_num: string;
  state: string;
  /** Hidden from the caller (the sample read rule): to them it is unknown, never named. */
  hidden: boolean;
  analytes: Analyte[];
}

export interface SheetPosition {
  id: number;
  label: string;
  analytes: Analyte[];
}

export interface MatchInput {
  profile: Pick<
    InstrumentProfile,
    | 'key_column'
    | 'analyte_column'
    | 'value_column'
    | 'unit_column'
    | 'flag_column'
    | 'lod_column'
    | 'loq_column'
    | 'header_row'
    | 'aliases'
  >;
  rows: FileRow[];
  /** By sample number, lower case. */
  samples: Map<string, SheetSample>;
  positions: SheetPosition[];
  /** Sample numbers (lower case) of samples the caller may read that are not on this worksheet. */
  elsewhere: Set<string>;
  role: string;
  say: (key: string, params?: Record<string, string | number>) => string;
}

/** Header text and unit as compared: width-folded, spaces dropped, case-insensitive (µg ≡ μg). */
export const fold = (s: string) => s.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/** The element symbol or code in brackets of an item ("铅 (Pb)" → "pb"), for files that name only it. */
const symbolOf = (item: string) => /[(（]\s*([A-Za-z0-9 ]+?)\s*[)）]/.exec(item.normalize('NFKC'))?.[1]?.toLowerCase();

/** Which column of the header holds each name the profile maps ('' = not mapped → -1). */
export function columnsOf(header: string[], names: string[]): { at: number[]; missing: string[] } {
  const folded = header.map(fold);
  const at = names.map((n) => (n.trim() === '' ? -1 : folded.indexOf(fold(n))));
  return { at, missing: names.filter((n, i) => n.trim() !== '' && at[i] === -1) };
}

/** The analyte of `candidates` the file's name stands for: an alias first, then the item's name or symbol. */
function analyteOf(name: string, aliases: Map<string, string>, candidates: Analyte[]): Analyte | undefined {
  const wanted = aliases.get(fold(name)) ?? name;
  const key = standardItemKey(wanted);
  const symbol = fold(wanted);
  return (
    candidates.find((a) => standardItemKey(a.item) === key) ??
    candidates.find((a) => symbolOf(a.item) !== undefined && symbolOf(a.item) === symbol)
  );
}

/**
 * Judges every data row (below the header row) of an instrument file against a worksheet:
 * matched with what would be written, or refused with the column at fault and why.
 */
export function matchRows(input: MatchInput): InstrumentImportRow[] {
  const { profile: p, say } = input;
  const header = input.rows.find((r) => r.n === p.header_row)?.cells ?? [];
  const names = [
    p.key_column,
    p.analyte_column,
    p.value_column,
    p.unit_column,
    p.flag_column,
    p.lod_column,
    p.loq_column,
  ];
  const [keyAt, analyteAt, valueAt, unitAt, flagAt, lodAt, loqAt] = columnsOf(header, names).at as number[];
  const aliases = new Map(p.aliases.map((a) => [fold(a.from), a.to]));
  const allAnalytes = [
    ...[...input.samples.values()].filter((s) => !s.hidden).flatMap((s) => s.analytes),
    ...input.positions.flatMap((x) => x.analytes),
  ];
  const seen = new Map<string, number>();
  const out: InstrumentImportRow[] = [];
  for (const r of input.rows) {
    if (r.n <= p.header_row) continue;
    const cell = (at: number | undefined) => (at === undefined || at < 0 ? '' : (r.cells[at] ?? '').trim());
    const row: InstrumentImportRow = {
      row: r.n,
      status: 'refused',
      key: cell(keyAt),
      analyte: cell(analyteAt),
      value: cell(valueAt),
      unit: cell(unitAt),
      target: null,
      sample_id: null,
      sample_num: '',
      position_id: null,
      position_label: '',
      standard_id: null,
      item: '',
      result: null,
      below: null,
      lod: null,
      loq: null,
      column: null,
      reason: null,
      message: '',
    };
    const refuse = (reason: InstrumentRefusal, column: string, params: Record<string, string | number> = {}) => {
      row.reason = reason;
      row.column = column;
      row.message = say(`instrument.refused.${reason}`, { column, row: r.n, ...params });
      out.push(row);
    };
    if (row.key === '') {
      refuse('emptyKey', p.key_column);
      continue;
    }
    // The row's target: a sample of the worksheet, else a QC position (QC-<id> or its label).
    const sample = input.samples.get(row.key.toLowerCase());
    const qcId = /^qc-?(\d+)$/i.exec(row.key)?.[1];
    const byLabel = input.positions.filter((x) => x.label !== '' && fold(x.label) === fold(row.key));
    const position =
      (qcId !== undefined ? input.positions.find((x) => x.id === Number(qcId)) : undefined) ??
      (byLabel.length === 1 ? byLabel[0] : undefined);
    let analytes: Analyte[];
    if (sample && !sample.hidden) {
      row.target = 'sample';
      row.sample_id = sample.sample_id;
      row.sample_num = sample.sample_num;
      analytes = sample.analytes;
    } else if (position) {
      row.target = 'qc';
      row.position_id = position.id;
      row.position_label = position.label || `QC-${position.id}`;
      analytes = position.analytes;
    } else {
      if (input.elsewhere.has(row.key.toLowerCase())) refuse('notOnWorksheet', p.key_column, { key: row.key });
      else refuse('unknownSample', p.key_column, { key: row.key });
      continue;
    }
    const analyte = analyteOf(row.analyte, aliases, analytes);
    if (!analyte) {
      const elsewhere = row.analyte !== '' && analyteOf(row.analyte, aliases, allAnalytes);
      refuse(elsewhere ? 'analyteNotPlanned' : 'unknownAnalyte', p.analyte_column, {
        analyte: row.analyte,
        key: row.key,
      });
      continue;
    }
    row.standard_id = analyte.standard_id;
    row.item = analyte.item;
    if (row.unit !== '' && analyte.unit !== '' && fold(row.unit) !== fold(analyte.unit)) {
      refuse('unitMismatch', p.unit_column, { unit: row.unit, expected: analyte.unit });
      continue;
    }
    // Below LOD / LOQ: said by the flag column, or by words in the value column.
    const flagged = belowLimitTyped(cell(flagAt));
    const typed = flagged ?? (row.value === '' ? null : belowLimitTyped(row.value));
    const below: BelowLimit | null = typed;
    if (below === null) {
      const value = row.value.normalize('NFKC');
      if (!DECIMAL_PATTERN.test(value)) {
        refuse('valueUnreadable', p.value_column, { value: row.value });
        continue;
      }
      row.result = value;
    }
    if (row.target === 'qc' && below !== null) {
      refuse('qcFlag', flagged ? p.flag_column : p.value_column);
      continue;
    }
    let badLimit: string | null = null;
    for (const [at, name, field] of [
      [lodAt, p.lod_column, 'lod'],
      [loqAt, p.loq_column, 'loq'],
    ] as const) {
      const text = cell(at).normalize('NFKC');
      if (text === '') continue;
      if (!typedLimitSchema.safeParse(text).success) badLimit = name;
      else row[field] = text;
    }
    if (badLimit !== null) {
      refuse('limitUnreadable', badLimit, { value: cell(badLimit === p.lod_column ? lodAt : loqAt) });
      continue;
    }
    if (sample && row.target === 'sample') {
      if (sample.state === 'verified' || sample.state === 'published') {
        refuse('verified', p.key_column, { key: row.key, state: say(`sampleState.${sample.state}`) });
        continue;
      }
      if (!mayEnterResults(input.role, sample.state)) {
        refuse('entryClosed', p.key_column, { key: row.key, state: say(`sampleState.${sample.state}`) });
        continue;
      }
    }
    const slot = `${row.target}:${row.sample_id ?? row.position_id}:${analyte.standard_id}`;
    const first = seen.get(slot);
    if (first !== undefined) {
      refuse('duplicateRow', p.key_column, { first });
      continue;
    }
    seen.set(slot, r.n);
    row.below = below;
    row.status = 'matched';
    out.push(row);
  }
  return out;
}
