import { describe, expect, it } from 'vitest';
import { englishReference, gbt7714, isoDay, permalink, publicPageUrl } from './cite';

// Noon UTC: the same calendar day in every time zone from UTC-11 to UTC+11.
const NOV_22 = Date.UTC(2026, 10, 22, 12) / 1000;
const cited = new Date(Date.UTC(2026, 10, 23, 12));

describe('GB/T 7714-2015 references', () => {
  it('cites a matter as an online database record with its version and citing dates', () => {
    expect(
      gbt7714({
        kind: 'DB/OL',
        title: '枸杞子',
        updatedAt: NOV_22,
        cited,
        url: 'https://example.org/#/formList/matter-detail/7',
      }),
    ).toBe('药食同源数据库. 枸杞子[DB/OL]. (2026-11-22)[2026-11-23]. https://example.org/#/formList/matter-detail/7.');
  });

  it('cites a regulation as an electronic bulletin: issuers joined by commas, number as subtitle', () => {
    expect(
      gbt7714({
        kind: 'EB/OL',
        authors: ['国家卫生健康委员会', ' 国家市场监督管理总局 '],
        title: '关于当归等6种新增按照传统既是食品又是中药材的物质公告',
        subtitle: '2019年第8号',
        updatedAt: NOV_22,
        cited,
        url: 'https://example.org/#/list/regulation-detail/2',
      }),
    ).toBe(
      '国家卫生健康委员会, 国家市场监督管理总局. 关于当归等6种新增按照传统既是食品又是中药材的物质公告: 2019年第8号[EB/OL]. (2026-11-22)[2026-11-23]. https://example.org/#/list/regulation-detail/2.',
    );
  });

  it('collapses whitespace in titles and ignores empty authors', () => {
    const ref = gbt7714({ kind: 'DB/OL', authors: ['', ' '], title: ' 枸杞\n子 ', updatedAt: NOV_22, cited, url: 'u' });
    expect(ref.startsWith('药食同源数据库. 枸杞 子[DB/OL].')).toBe(true);
  });

  it('gives an English-style variant with the same dates and URL', () => {
    expect(
      englishReference({ kind: 'DB/OL', title: '枸杞子', titleEn: 'Goji berry', updatedAt: NOV_22, cited, url: 'u' }),
    ).toBe(
      'Yaoshi Medicine-Food Homology Database. "Goji berry." Last updated November 22, 2026. u (accessed November 23, 2026).',
    );
  });

  it('writes days as YYYY-MM-DD', () => {
    expect(isoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('builds the permalink from the origin, the path and the hash route', () => {
    expect(permalink('https://yaoshi.example', '/', '/formList/matter-detail/7')).toBe(
      'https://yaoshi.example/#/formList/matter-detail/7',
    );
    expect(permalink('http://h:8080/', '/app/', 'list/regulation-detail/3')).toBe(
      'http://h:8080/app/#/list/regulation-detail/3',
    );
  });

  it('builds the public page URL beside the app, in the reader’s language', () => {
    expect(publicPageUrl('https://yaoshi.example', '/', 'zh-CN', '/matters/7')).toBe(
      'https://yaoshi.example/zh/matters/7',
    );
    expect(publicPageUrl('http://h:8080/', '/app/', 'en-US', '/regulations/3')).toBe(
      'http://h:8080/app/en/regulations/3',
    );
    expect(publicPageUrl('http://h', '/app/index.html', 'en', '/products/2')).toBe('http://h/app/en/products/2');
  });
});
