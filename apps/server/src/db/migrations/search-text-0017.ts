import { pinyin } from 'pinyin-pro';

/**
 * The search_text tokens of a record as migration 0017 writes them: a frozen copy of the
 * tokeniser (modules/search at the time), so the migration gives the same text whatever the
 * live module later becomes. Space-separated tokens: a name's CJK bigrams, single characters and
 * pinyin; Latin/English words; record numbers, also in compact form.
 */

const HAN = /\p{Script=Han}/u;
/** Runs of Han characters, and runs of other letters/digits. */
const RUNS = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;
/** Longest pinyin suffix token, in syllables. */
const MAX_SUFFIX_SYLLABLES = 8;
const MAX_TOKENS = 4000;

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
