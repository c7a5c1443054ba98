import { describe, expect, it } from 'vitest';
import { buildSearchText, parseSearchQuery } from './search-text';

const tokens = (s: string) => new Set(s.split(' '));

/** What the indexes do: every term matches a token exactly or as a prefix. */
function matches(text: string, q: string): boolean {
  const t = [...tokens(text)];
  const terms = parseSearchQuery(q);
  if (!terms) return false;
  return terms.every((term) => t.some((x) => (term.prefix ? x.startsWith(term.token) : x === term.token)));
}

describe('buildSearchText', () => {
  const gouqi = buildSearchText({
    names: ['枸杞子'],
    words: ['Lycium barbarum L.', 'Barbary Wolfberry Fruit'],
    codes: ['YS-0045'],
  });

  it('holds bigrams, characters, pinyin, initials, words and codes', () => {
    const t = tokens(gouqi);
    for (const x of [
      '枸杞',
      '杞子',
      '枸',
      '杞',
      '子',
      'gouqizi',
      'qizi',
      'gqz',
      'lycium',
      'barbarum',
      'ys',
      '0045',
      'ys0045',
    ]) {
      expect(t.has(x), x).toBe(true);
    }
  });

  it('finds by 2-character Chinese, pinyin, initials, Latin and number', () => {
    for (const q of [
      '枸杞',
      '枸杞子',
      '杞',
      'gouqizi',
      'gouqi',
      'gqz',
      'Lycium',
      'lyc',
      'wolfberry',
      'YS-0045',
      'ys0045',
      '0045',
    ]) {
      expect(matches(gouqi, q), q).toBe(true);
    }
    for (const q of ['山药', 'shanyao', 'Dioscorea', '枸子']) expect(matches(gouqi, q), q).toBe(false);
  });

  it('finds a pinyin substring of a longer name', () => {
    const text = buildSearchText({ names: ['宁夏枸杞原浆'] });
    expect(matches(text, 'gouqi')).toBe(true);
    expect(matches(text, 'gqyj')).toBe(true);
    expect(matches(text, '枸杞')).toBe(true);
  });

  it('uses v for ü and folds full-width and accents', () => {
    expect(tokens(buildSearchText({ names: ['绿豆'] })).has('lvdou')).toBe(true);
    expect(matches(buildSearchText({ codes: ['ＹＳ-0001'] }), 'ys-0001')).toBe(true);
    expect(matches(buildSearchText({ words: ['Crème'] }), 'creme')).toBe(true);
  });

  it('splits mixed Chinese and digits, in names and numbers', () => {
    const reg = buildSearchText({ codes: ['卫法监发〔2002〕51号'] });
    for (const q of ['2002', '51', '卫法', '监发', '51号', '卫法监发2002']) expect(matches(reg, q), q).toBe(true);
    const name = buildSearchText({ names: ['铁棍山药粉3号'] });
    expect(matches(name, '山药')).toBe(true);
    expect(matches(name, 'shanyaofen')).toBe(true);
    expect(tokens(name).has('3')).toBe(true);
  });

  it('keeps barcodes whole', () => {
    const text = buildSearchText({ codes: ['6901234567892'] });
    expect(matches(text, '6901234567892')).toBe(true);
    expect(matches(text, '690123')).toBe(true);
  });
});

describe('parseSearchQuery', () => {
  it('turns Chinese into bigrams and words into prefixes', () => {
    expect(parseSearchQuery('山药')).toEqual([{ token: '山药', prefix: false }]);
    expect(parseSearchQuery('枸杞子')).toEqual([
      { token: '枸杞', prefix: false },
      { token: '杞子', prefix: false },
    ]);
    expect(parseSearchQuery('Lycium  barbarum')).toEqual([
      { token: 'lycium', prefix: true },
      { token: 'barbarum', prefix: true },
    ]);
  });
  it('keeps a typed record number whole', () => {
    expect(parseSearchQuery('MS-0400000')).toEqual([{ token: 'ms0400000', prefix: true }]);
    expect(parseSearchQuery('Lycium barbarum')?.length).toBe(2);
    expect(matches(buildSearchText({ words: ['Sword-bean seed'] }), 'sword-bean')).toBe(true);
  });
  it('ignores punctuation-only input', () => {
    expect(parseSearchQuery(' -*"() ')).toBeNull();
    expect(parseSearchQuery('')).toBeNull();
  });
});
