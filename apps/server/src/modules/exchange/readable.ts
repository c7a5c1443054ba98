import { formatDateTime, parseDisplayDateTime } from '../../lib/display-time';
import type { Lang } from '../../lib/i18n';
import { REGION_TREE, regionName } from '../../lib/regions';
import { type CellKind, fromCell, guardFormula, toCell, unguardFormula } from './cells';
import type { Code, ColumnMeta, LinkKind } from './columns';

/** One column of a kind's sheet: the field code, how it travels, what people read. */
export interface Column {
  key: string;
  cell: CellKind;
  meta: ColumnMeta;
  /** Exported, skipped on import (id, updated_at, computed columns). */
  readOnly: boolean;
  /** Required when a row creates a record (the create schema has no default for it). */
  required: boolean;
}

const zh = (lang: Lang) => lang !== 'en-US';
export const labelOf = (col: Column, lang: Lang) => (zh(lang) ? col.meta.zh : col.meta.en);
const codeLabel = (c: Code, lang: Lang) => (zh(lang) ? c.zh : c.en);

/** Separators of several values in one cell (the joiners below, and the old `|`). */
const SEPARATORS = /[|;；、\n]/;
const joiner = (lang: Lang) => (zh(lang) ? '、' : '; ');

/** "固体饮料（solid-beverage）、代用茶（substitute-tea）…" — what a coded column allows. */
export function allowedValues(codes: readonly Code[], lang: Lang): string {
  return codes
    .map((c) => {
      const label = codeLabel(c, lang);
      return label === String(c.code) ? label : zh(lang) ? `${label}（${c.code}）` : `${label} (${c.code})`;
    })
    .join(zh(lang) ? '、' : ', ');
}

/** Several texts in one cell, joined readably; as a JSON list when one holds a separator itself. */
function joinTexts(items: string[], lang: Lang): string {
  if (items.some((s) => s === '' || SEPARATORS.test(s) || s.startsWith('['))) return JSON.stringify(items);
  return items.join(joiner(lang));
}

/** Splits a cell of several values (a JSON list is read as one). */
export function splitCell(text: string): string[] | null {
  if (text.startsWith('[')) {
    try {
      const v = JSON.parse(text) as unknown;
      return Array.isArray(v) ? v.map((x) => String(x).trim()).filter(Boolean) : null;
    } catch {
      return null;
    }
  }
  return text
    .split(SEPARATORS)
    .map((p) => p.trim())
    .filter(Boolean);
}

export interface ExportContext {
  lang: Lang;
  tz: string;
  /** How a linked record is named in the sheet (its name when unambiguous, else its number). */
  linkText(link: LinkKind, id: number): string;
}

/** A record's value → the readable cell (labels, names, dates in the display zone). */
export function toReadableCell(value: unknown, col: Column, ctx: ExportContext): string | number {
  const out = readable(value, col, ctx);
  return typeof out === 'string' ? guardFormula(out) : out;
}

function readable(value: unknown, col: Column, ctx: ExportContext): string | number {
  if (value === null || value === undefined) return '';
  const { meta } = col;
  if (meta.link) {
    const ids = Array.isArray(value) ? (value as number[]) : [value as number];
    return joinTexts(
      ids.map((id) => ctx.linkText(meta.link!, id)),
      ctx.lang,
    );
  }
  if (meta.codes) {
    const label = (v: unknown) => {
      const c = meta.codes!.find((x) => x.code === v);
      return c ? codeLabel(c, ctx.lang) : String(v);
    };
    if (Array.isArray(value)) return joinTexts(value.map(label), ctx.lang);
    const text = label(value);
    return /^\d+$/.test(text) ? Number(text) : text;
  }
  if (meta.date) return typeof value === 'number' ? formatDateTime(value, ctx.tz) : '';
  if (meta.region) return regionName(String(value)) || String(value);
  if (col.cell === 'list' && Array.isArray(value)) return joinTexts(value.map(String), ctx.lang);
  if (col.cell === 'string') return String(value);
  return toCell(value, col.cell);
}

/** A record's value → the raw cell (field codes, codes, Unix seconds, ids): the old export. */
export function toRawCell(value: unknown, col: Column): string | number {
  if ((col.cell === 'list' || col.cell === 'ids') && Array.isArray(value)) {
    const items = value.map(String);
    if (items.some((s) => s === '' || SEPARATORS.test(s) || s.startsWith('['))) return JSON.stringify(value);
  }
  return toCell(value, col.cell);
}

/** What a cell says: a value, texts naming linked records (resolved later, in a batch), or a problem. */
export type CellValue =
  | { ok: true; value: unknown }
  | { ok: true; link: string[] }
  | { ok: false; key: string; params?: Record<string, string | number> };

let regionCodes: Map<string, string> | null = null;
const squash = (s: string) => s.replace(/[\s/／]+/g, '');
/** Region name → code: "省 / 市" as exports write it, the province alone, or a city whose name is unique. */
function regionCodeOf(text: string): string | null {
  if (/^[1-9]\d{5}$/.test(text)) return text;
  if (!regionCodes) {
    const map = new Map<string, string>();
    const cityCount = new Map<string, number>();
    for (const p of REGION_TREE)
      for (const c of p.children ?? []) cityCount.set(c.name, (cityCount.get(c.name) ?? 0) + 1);
    for (const p of REGION_TREE) {
      map.set(squash(p.name), p.id);
      for (const c of p.children ?? []) {
        map.set(squash(regionName(c.id)), c.id);
        map.set(squash(p.name + c.name), c.id);
        if (cityCount.get(c.name) === 1 && !map.has(squash(c.name))) map.set(squash(c.name), c.id);
      }
    }
    regionCodes = map;
  }
  return regionCodes.get(squash(text)) ?? null;
}

function codeOf(text: string, codes: readonly Code[]): Code['code'] | undefined {
  const t = text.toLowerCase();
  return codes.find((c) => String(c.code).toLowerCase() === t || c.zh === text || c.en.toLowerCase() === t)?.code;
}

/**
 * A cell as people write it → the value for the schema. Accepts labels in either language or
 * codes, names or numbers (or ids) of linked records, dates in the display zone (or Unix
 * seconds), region names or codes; an empty cell leaves the field alone.
 */
export function fromSheetCell(raw: unknown, col: Column, ctx: { lang: Lang; tz: string }): CellValue {
  let text = raw === null || raw === undefined ? '' : String(raw).trim();
  if (text === '') return { ok: true, value: undefined };
  const { meta } = col;
  const column = labelOf(col, ctx.lang);
  if (col.cell === 'string' && !meta.codes && !meta.region) return fromCell(text, 'string');
  text = unguardFormula(text);
  if (meta.link) {
    const tokens = splitCell(text);
    if (!tokens) return { ok: false, key: 'exchange.badJson', params: { column } };
    if (col.cell !== 'ids' && tokens.length > 1) return { ok: false, key: 'exchange.oneLink', params: { column } };
    return { ok: true, link: tokens };
  }
  if (meta.codes) {
    const many = col.cell === 'list';
    const tokens = many ? splitCell(text) : [text];
    if (!tokens) return { ok: false, key: 'exchange.badJson', params: { column } };
    const out: unknown[] = [];
    for (const token of tokens) {
      let code = codeOf(token, meta.codes);
      if (code === undefined && col.cell === 'bool') {
        const b = fromCell(token, 'bool');
        if (b.ok) code = b.value as boolean;
      }
      if (code === undefined)
        return {
          ok: false,
          key: 'exchange.badCode',
          params: { column, value: token, allowed: allowedValues(meta.codes, ctx.lang) },
        };
      out.push(code);
    }
    return { ok: true, value: many ? out : out[0] };
  }
  if (meta.date) {
    if (/^\d{1,10}$/.test(text)) return { ok: true, value: Number(text) };
    const sec = parseDisplayDateTime(text, ctx.tz);
    return sec === null
      ? { ok: false, key: 'exchange.badDate', params: { column, value: text, tz: ctx.tz } }
      : { ok: true, value: sec };
  }
  if (meta.region) {
    const code = regionCodeOf(text);
    return code ? { ok: true, value: code } : { ok: false, key: 'exchange.badRegion', params: { column, value: text } };
  }
  if (col.cell === 'list') {
    const tokens = splitCell(text);
    return tokens ? { ok: true, value: tokens } : { ok: false, key: 'exchange.badJson', params: { column } };
  }
  const parsed = fromCell(text, col.cell);
  if (parsed.ok) return parsed;
  const key = parsed.key.replace(/^import\./, 'exchange.');
  return { ok: false, key, params: { column, value: text, allowed: allowedValues(YES_NO_WORDS, ctx.lang) } };
}

/** What a boolean cell without labels accepts (the message lists them). */
const YES_NO_WORDS: Code[] = [
  { code: true, zh: '是', en: 'Yes' },
  { code: false, zh: '否', en: 'No' },
];
