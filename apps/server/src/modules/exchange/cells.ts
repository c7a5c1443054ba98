import type { z } from 'zod';

/** How a field travels in a sheet cell. */
export type CellKind = 'string' | 'number' | 'number?' | 'bool' | 'list' | 'ids' | 'json' | 'json?';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
}
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

function base(s: z.ZodType): { type: string; nullable: boolean; schema: z.ZodType } {
  let nullable = false;
  let cur = s;
  for (;;) {
    const d = defOf(cur);
    if (d.type === 'default' || d.type === 'optional' || d.type === 'prefault') cur = d.innerType!;
    else if (d.type === 'nullable') {
      nullable = true;
      cur = d.innerType!;
    } else if (d.type === 'pipe') cur = d.in!;
    else return { type: d.type, nullable, schema: cur };
  }
}

/** The cell kind of a field schema of a create body. */
export function cellKind(schema: z.ZodType): CellKind {
  const { type, nullable, schema: s } = base(schema);
  switch (type) {
    case 'number':
      return nullable ? 'number?' : 'number';
    case 'boolean':
      return 'bool';
    case 'object':
      return nullable ? 'json?' : 'json';
    case 'array': {
      const el = base(defOf(s).element!).type;
      if (el === 'number') return 'ids';
      if (el === 'object') return 'json';
      return 'list';
    }
    case 'union': {
      const kinds = (defOf(s).options ?? []).map((o) => base(o));
      const numeric = kinds.every(
        (k) => k.type === 'number' || (k.type === 'literal' && typeof defOf(k.schema).values?.[0] === 'number'),
      );
      if (numeric) return nullable ? 'number?' : 'number';
      return 'string';
    }
    default:
      return 'string';
  }
}

/** A value → its cell text (lists joined with |, objects as JSON). */
export function toCell(value: unknown, kind: CellKind): string | number {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'number':
    case 'number?':
      return Number(value);
    case 'bool':
      return value ? 'true' : 'false';
    case 'list':
    case 'ids':
      return (value as unknown[]).join('|');
    case 'json':
    case 'json?':
      return JSON.stringify(value);
    default: {
      // A text starting like a formula is quoted, so a spreadsheet never evaluates it.
      const text = String(value);
      return FORMULA_START.test(text) ? `'${text}` : text;
    }
  }
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text a spreadsheet would evaluate (=, +, -, @ …) gets a leading quote, so it stays text. */
export const guardFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);
/** The quote guardFormula added, taken off again on import. */
export const unguardFormula = (text: string): string =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

export type Parsed = { ok: true; value: unknown } | { ok: false; key: string };

/** Cell text → value for the schema; `undefined` (omitted) for an empty cell. */
export function fromCell(raw: unknown, kind: CellKind): Parsed {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  // An empty cell leaves the field alone: its default for a new record, unchanged on update.
  if (text === '') return { ok: true, value: undefined };
  switch (kind) {
    case 'number':
    case 'number?': {
      if (text === '') return { ok: true, value: kind === 'number?' ? null : undefined };
      const n = Number(text);
      return Number.isFinite(n) ? { ok: true, value: n } : { ok: false, key: 'import.badNumber' };
    }
    case 'bool': {
      if (text === '') return { ok: true, value: undefined };
      const v = text.toLowerCase();
      if (['true', '1', 'yes', '是'].includes(v)) return { ok: true, value: true };
      if (['false', '0', 'no', '否'].includes(v)) return { ok: true, value: false };
      return { ok: false, key: 'import.badBoolean' };
    }
    case 'list':
    case 'ids': {
      if (text === '') return { ok: true, value: [] };
      if (text.startsWith('[')) return parseJson(text);
      const parts = text
        .split('|')
        .map((p) => p.trim())
        .filter(Boolean);
      if (kind === 'list') return { ok: true, value: parts };
      const ids = parts.map(Number);
      return ids.every(Number.isInteger) ? { ok: true, value: ids } : { ok: false, key: 'import.badNumber' };
    }
    case 'json':
    case 'json?':
      if (text === '') return { ok: true, value: kind === 'json?' ? null : undefined };
      return parseJson(text);
    default:
      return { ok: true, value: text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text };
  }
}

function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, key: 'import.badJson' };
  }
}
