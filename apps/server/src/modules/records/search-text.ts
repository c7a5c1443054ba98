import { pinyin } from 'pinyin-pro';

/**
 * DESIGN §4 search: a record's `search_text` is space-separated tokens — its names'
 * overlapping CJK bigrams and single characters, pinyin (full and initials, from every
 * syllable on, so a prefix query finds a pinyin substring), Latin/English words and
 * record numbers/barcodes. A query becomes the AND of its bigrams (exact tokens) and of
 * its Latin/pinyin/number words (prefix tokens). Both engines index the same tokens.
 */

const HAN = /\p{Script=Han}/u;
/** Runs of Han characters, and runs of other letters/digits. */
const RUNS = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;
/** Longest pinyin suffix token, in syllables. */
const MAX_SUFFIX_SYLLABLES = 8;
const MAX_TOKENS = 4000;
const MAX_QUERY_TERMS = 12;

function normalise(s: string): string {
  // NFKC folds full-width letters/digits; NFD + dropping marks folds é → e.
  return s.normalize('NFKC').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Non-Han letter/digit runs only, so a token is one token to FTS5's unicode61 and to the tsvector. */
function words(s: string): string[] {
  return (normalise(s).match(RUNS) ?? []).filter((w) => !HAN.test(w));
}

/** Tokens of a Han run; names repeat a lot (matters, places), so runs are cached. */
const runCache = new Map<string, string[]>();
const RUN_CACHE_MAX = 50_000;

function hanRunTokens(run: string): string[] {
  const cached = runCache.get(run);
  if (cached) return cached;
  const out = new Set<string>();
  const chars = [...run];
  for (const c of chars) out.add(c);
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  const full = pinyin(run, { toneType: 'none', type: 'array', v: true }).map((p) => p.toLowerCase());
  const initials = full.map((p) => p.charAt(0));
  for (let i = 0; i < full.length; i++) {
    const end = Math.min(full.length, i + MAX_SUFFIX_SYLLABLES);
    const f = full.slice(i, end).join('');
    const ini = initials.slice(i, end).join('');
    if (/^[a-z]+$/.test(f)) out.add(f);
    if (/^[a-z]+$/.test(ini)) out.add(ini);
  }
  if (runCache.size >= RUN_CACHE_MAX) runCache.clear();
  const tokens = [...out];
  runCache.set(run, tokens);
  return tokens;
}

function hanTokens(run: string, out: Set<string>) {
  for (const t of hanRunTokens(run)) out.add(t);
}

export interface SearchSource {
  /** Chinese names and aliases (bigrams, characters, pinyin). */
  names?: (string | null | undefined)[];
  /** Latin, English and other word text (word tokens). */
  words?: (string | null | undefined)[];
  /** Record numbers, barcodes (word tokens plus the compact form: YS-0001 → ys0001). */
  codes?: (string | null | undefined)[];
}

/** The `search_text` of a record. */
export function buildSearchText(src: SearchSource): string {
  const out = new Set<string>();
  for (const name of src.names ?? []) {
    if (!name) continue;
    for (const run of normalise(name).match(RUNS) ?? []) {
      if (HAN.test(run)) hanTokens(run, out);
      else out.add(run);
    }
  }
  for (const w of src.words ?? []) {
    if (!w) continue;
    for (const t of words(w)) out.add(t);
    // Hyphenated words are also findable whole (psbA-trnH → psbatrnh), as a typed number is.
    for (const chunk of normalise(w).split(/\s+/)) {
      const parts = words(chunk);
      if (parts.length > 1 && !HAN.test(chunk)) out.add(parts.join(''));
    }
  }
  for (const c of src.codes ?? []) {
    if (!c) continue;
    // A number may hold Chinese (卫法监发〔2002〕51号): those parts are indexed like names.
    for (const run of normalise(c).match(RUNS) ?? []) if (HAN.test(run)) hanTokens(run, out);
    const parts = words(c);
    for (const t of parts) out.add(t);
    if (parts.length > 1) out.add(parts.join(''));
  }
  return [...out].slice(0, MAX_TOKENS).join(' ');
}

export interface SearchTerm {
  token: string;
  /** Match tokens starting with `token` (Latin, pinyin, numbers); else the exact token. */
  prefix: boolean;
}

/** A search box value → the terms all of which a record must match; null when nothing searchable. */
export function parseSearchQuery(q: string | undefined | null): SearchTerm[] | null {
  if (!q) return null;
  const terms: SearchTerm[] = [];
  const seen = new Set<string>();
  const add = (token: string, prefix: boolean) => {
    const key = `${token}${prefix ? '*' : ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    terms.push({ token, prefix });
  };
  // A record number typed whole (YS-0045, MS-0400000) is one compact prefix, as indexed for codes.
  const compact = normalise(q.trim());
  if (/^[\p{L}\p{N}]+([-_./][\p{L}\p{N}]+)+$/u.test(compact) && !HAN.test(compact)) {
    return [{ token: compact.replace(/[-_./]/g, ''), prefix: true }];
  }
  for (const run of normalise(q).match(RUNS) ?? []) {
    if (HAN.test(run)) {
      const chars = [...run];
      if (chars.length === 1) add(chars[0]!, false);
      for (let i = 0; i + 1 < chars.length; i++) add(chars[i]! + chars[i + 1]!, false);
    } else {
      add(run, true);
    }
  }
  return terms.length ? terms.slice(0, MAX_QUERY_TERMS) : null;
}

/**
 * Whether a search token is a term of `search_terms` (migration 0025): two characters of
 * U+3400–U+9FFF, the test the migration's triggers make when they write the terms.
 */
export const isTermToken = (token: string): boolean => /^[\u3400-\u9fff]{2}$/.test(token);
