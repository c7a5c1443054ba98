import { z } from 'zod';

/**
 * Safe text, URL and number fields shared by every input schema.
 *
 * PostgreSQL cannot store NUL (it answered 500) while SQLite stored it, and lone UTF-16
 * surrogates become invalid UTF-8 on disk: so both engines refuse them here, in the schema
 * the server and the web forms share, and both answer 40000 naming the field. Messages are
 * message keys (translated by the server and, under `catalogue.error.<key>`, by the web).
 */

/** C0 controls except tab, LF and CR; DEL; C1 controls; a lone surrogate (u flag: pairs are one code point). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/u;
/** As above, and no line breaks or tabs either (U+2028/2029 are line breaks too). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]|[\uD800-\uDFFF]/u;
/**
 * Identifiers people copy and compare (record numbers, document numbers, barcodes): any
 * control, format (zero-width, bidi overrides U+202A–U+202E, U+2060–U+2064, BOM), private-use,
 * unassigned or separator-other-than-space character would make two equal-looking numbers differ.
 */
const NOT_PRINTABLE = /[\p{C}\p{Zl}\p{Zp}]|[\uD800-\uDFFF]/u;

export const TEXT_MESSAGES = {
  control: 'text.controlChars',
  line: 'text.singleLine',
  printable: 'text.notPrintable',
  url: 'text.httpUrl',
  image: 'file.uploadOnly',
} as const;

/** True when `s` holds a character no text field stores (NUL, other controls, lone surrogates). */
export function hasControlChars(s: string, multiline = true): boolean {
  return (multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(s);
}

/** Refinements for schemas built elsewhere (e.g. with their own required messages). */
export const isSafeLine = (v: string): boolean => !CONTROL_IN_LINE.test(v);
export const isSafeText = (v: string): boolean => !CONTROL_IN_TEXT.test(v);

/** True when `s` holds only printable characters (letters, marks, digits, punctuation, symbols, spaces). */
export function isPrintable(s: string): boolean {
  return !NOT_PRINTABLE.test(s);
}

/** One line of text (names, titles, short fields): trimmed, at most `max` characters, no controls or line breaks. */
export function lineSchema(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .refine((v) => !CONTROL_IN_LINE.test(v), { message: TEXT_MESSAGES.line });
}

/** Long text (descriptions, notes): tab and line breaks allowed, other controls and lone surrogates not. */
export function longTextSchema(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .refine((v) => !CONTROL_IN_TEXT.test(v), { message: TEXT_MESSAGES.control });
}

/** An identifier typed by a person (document numbers): printable characters only, trimmed. */
export function printableSchema(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .refine((v) => isPrintable(v), { message: TEXT_MESSAGES.printable });
}

/** Only http: and https: links (no javascript:, data:, vbscript:, file: …) with a host. */
export function isHttpUrl(v: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+/i.test(v) || !isPrintable(v)) return false;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

/** An http(s) link, at most `max` characters. */
export function httpUrlSchema(max = 500) {
  return z
    .string()
    .trim()
    .max(max)
    .refine((v) => isHttpUrl(v), { message: TEXT_MESSAGES.url });
}

/** An http(s) link or empty (not given). */
export function optionalHttpUrlSchema(max = 500) {
  return z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === '' || isHttpUrl(v), { message: TEXT_MESSAGES.url });
}

/** A file stored by this app: `/api/files/<sha256>` (what the upload endpoints answer). */
export const STORED_FILE_RE = /^\/api\/files\/[0-9a-f]{64}$/;

/**
 * An uploaded image. External links are refused: the CSP serves images from this origin
 * only, and an external picture would leak visitors' addresses to its host.
 */
export const storedImageSchema = z
  .string()
  .trim()
  .max(100)
  .refine((v) => STORED_FILE_RE.test(v), { message: TEXT_MESSAGES.image });

/** An uploaded image or empty (none). */
export const optionalStoredImageSchema = z
  .string()
  .trim()
  .max(100)
  .refine((v) => v === '' || STORED_FILE_RE.test(v), { message: TEXT_MESSAGES.image });
