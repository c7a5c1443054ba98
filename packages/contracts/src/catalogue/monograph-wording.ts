/**
 * How the pharmacopoeia's facts are named and printed: its editions and the one in force, test
 * items and their general chapters, limits and family names as pages, exports and seeded
 * standards write them. Plain values and functions (no schemas), so a page that prints a
 * monograph does not load the validation library; the schemas are in monograph.ts.
 */

/** The national pharmacopoeia as citations name it, its editions, and the one in force. */
export const CHP_DOCUMENT = '中华人民共和国药典';
export const CHP_EDITIONS = {
  '2020年版 一部': { year: 2020, inForceFrom: '2020-12-30' },
  '2025年版 一部': { year: 2025, inForceFrom: '2025-10-01' },
} as const;
export const CHP_EDITION_IN_FORCE = '2025年版 一部';

/**
 * The general rule on banned pesticides (通则0212, ChP 2020 vol. IV): recorded once as a
 * standard (regulation record with this number) and linked to every plant substance it covers.
 */
export const CHP_PESTICIDE_RULE_NUM = '中国药典2020年版四部 通则0212';

/**
 * How a citation stands against the edition in force: 'in-force' (cites it), 'superseded' (an
 * earlier pharmacopoeia edition, not yet checked against the one in force), 'other' (another
 * document, whose own edition the citation gives).
 */
export function citationStanding(c: { document: string; edition: string }): 'in-force' | 'superseded' | 'other' {
  if (c.document !== CHP_DOCUMENT) return 'other';
  return c.edition === CHP_EDITION_IN_FORCE ? 'in-force' : 'superseded';
}

/**
 * The pharmacopoeia edition a limit's source cites ("中华人民共和国药典 2020年版 一部 枸杞子【检查】"
 * → 2020年版 一部) and how it stands against the edition in force; null for another document or
 * a source naming no edition.
 */
export function sourceEdition(source: string): { edition: string; year: number; superseded: boolean } | null {
  const s = source.trim().replace(/^《?中华人民共和国药典》?/, (m) => (m ? `${CHP_DOCUMENT} ` : m));
  if (!s.startsWith(CHP_DOCUMENT)) return null;
  const m = /(\d{4})年版(?:\s*([一二三四])部)?/.exec(s);
  if (!m) return null;
  const year = Number(m[1]);
  const inForce = CHP_EDITIONS[CHP_EDITION_IN_FORCE].year;
  return { edition: `${m[1]}年版${m[2] ? ` ${m[2]}部` : ''}`, year, superseded: year < inForce };
}

/** 检查 and 浸出物 items. */
export const MONOGRAPH_TEST_ITEMS = [
  '杂质',
  '水分',
  '总灰分',
  '酸不溶性灰分',
  '浸出物',
  '二氧化硫残留量',
  '铅',
  '镉',
  '砷',
  '汞',
  '铜',
  '黄曲霉毒素B1',
  '黄曲霉毒素总量',
  '玉米赤霉烯酮',
] as const;
export type MonographTestItem = (typeof MONOGRAPH_TEST_ITEMS)[number];

/**
 * The general chapter (ChP 2020 vol. IV, 通则) of each test item's method. The monograph names
 * the chapter by its test; which 法 of a chapter applies is left to the monograph text (not
 * recorded here, so not guessed).
 */
export const TEST_ITEM_CHAPTERS: Record<MonographTestItem, string> = {
  杂质: '通则 2301',
  水分: '通则 0832',
  总灰分: '通则 2302',
  酸不溶性灰分: '通则 2302',
  浸出物: '通则 2201',
  二氧化硫残留量: '通则 2331',
  铅: '通则 2321',
  镉: '通则 2321',
  砷: '通则 2321',
  汞: '通则 2321',
  铜: '通则 2321',
  黄曲霉毒素B1: '通则 2351',
  黄曲霉毒素总量: '通则 2351',
  玉米赤霉烯酮: '通则 2351',
};

/**
 * A test limit's method as every page, export and seeded standard states it (one
 * source of truth): the general chapter (of the 2020 edition), then the monograph's own wording of
 * the method ("ChP 2020 通则 0832"; "ChP 2020 通则 2201 水溶性浸出物 冷浸法"). A "每1000g含 …"
 * text is the basis of the limit, not a method: it is left to the note.
 */
export function monographTestMethod(test: { item: MonographTestItem; method: string }): string {
  const basis = /^每/.test(test.method) ? '' : test.method;
  // The chapter numbers are those of the 2020 edition, whatever edition the limit is cited from.
  return ['ChP 2020', TEST_ITEM_CHAPTERS[test.item], basis].filter(Boolean).join(' ');
}

/** A test limit's note as every page and seeded standard states it: the note, then a "每1000g含 …" basis. */
export function monographTestNote(test: { method: string; note: string }): string {
  return [test.note, /^每/.test(test.method) ? test.method : ''].filter(Boolean).join('；');
}

/**
 * A limit as the monograph prints it: 0.5 with 2 decimals → "0.50". Never rounds: a value with
 * more digits than `decimals` (or none recorded) keeps them all.
 */
export function formatLimit(value: number, decimals?: number | null): string {
  const natural = (String(value).split('.')[1] ?? '').length;
  return value.toFixed(Math.min(20, Math.max(decimals ?? 0, natural)));
}

/**
 * The Latin part of a family as the catalogue writes it ("茄科 Solanaceae" → "Solanaceae";
 * "海带科 Laminariaceae; 翅藻科 Alariaceae" → "Laminariaceae; Alariaceae"); '' if none.
 */
export function familyLatin(family: string): string {
  return (family.match(/\b[A-Z][a-z]+ae\b/g) ?? []).join('; ');
}
