import { describe, expect, it } from 'vitest';
import { hasChinese, splitVerbatim } from './ChineseText';

describe('splitVerbatim', () => {
  it('cuts out the Chinese parts the server named, and nothing else', () => {
    const text = 'Testing report R-9 of sample MS-1 枸杞子 has 1 failing item; please review.';
    const runs = splitVerbatim(text, ['R-9', 'MS-1 枸杞子']);
    expect(runs).toEqual([
      { text: 'Testing report R-9 of sample ', chinese: false },
      { text: 'MS-1 枸杞子', chinese: true },
      { text: ' has 1 failing item; please review.', chinese: false },
    ]);
    expect(runs.map((r) => r.text).join('')).toBe(text);
  });

  it('leaves Chinese the server did not name unmarked (so a test of the page sees it)', () => {
    expect(splitVerbatim('导入完成：物质', ['物质样品'])).toEqual([{ text: '导入完成：物质', chinese: false }]);
  });

  it('prefers the longer of two overlapping parts and marks each occurrence', () => {
    expect(splitVerbatim('枸杞子 / 枸杞', ['枸杞', '枸杞子'])).toEqual([
      { text: '枸杞子', chinese: true },
      { text: ' / ', chinese: false },
      { text: '枸杞', chinese: true },
    ]);
  });

  it('knows Chinese from other scripts', () => {
    expect(hasChinese('Lycium barbarum L.')).toBe(false);
    expect(hasChinese('山药')).toBe(true);
  });
});
