import { beforeAll, describe, expect, it } from 'vitest';
import type { MatterDetail } from '@yaoshi/contracts';
import { compareQuery, parseCompareParams } from '@/lib/compare-params';
import i18n from '@/lib/i18n';
import { compareSections } from './compare-fields';
import { normalise, unionRows, valuesDiffer } from './compare-rows';

describe('comparison rows', () => {
  it('finds differences, ignoring whitespace and treating "-" as empty', () => {
    expect(valuesDiffer(['甘 平', ' 甘  平 '])).toBe(false);
    expect(valuesDiffer(['甘、平', '甘、温'])).toBe(true);
    expect(valuesDiffer(['-', ''])).toBe(false);
    expect(valuesDiffer(['', '5 mg/kg'])).toBe(true);
    expect(valuesDiffer(['a'])).toBe(false);
    expect(normalise(' a \n b ')).toBe('a b');
  });

  it('unions items across records in first-seen order, null where a record lacks one', () => {
    const rows = unionRows(
      [
        [{ item: '能量' }, { item: '蛋白质' }],
        [{ item: '蛋白质' }, { item: '钠' }],
      ],
      (r) => r.item,
    );
    expect(rows.map((r) => r.key)).toEqual(['能量', '蛋白质', '钠']);
    expect(rows[0]!.cells[1]).toBeNull();
    expect(rows[2]!.cells[0]).toBeNull();
    expect(rows[1]!.cells.every((c) => c?.item === '蛋白质')).toBe(true);
  });
});

describe('comparison URL', () => {
  it('keeps 2–4 unique positive ids and a known kind', () => {
    const p = parseCompareParams(new URLSearchParams('kind=products&ids=3,3,x,-1,7,9,11,13'));
    expect(p).toEqual({ kind: 'products', ids: [3, 7, 9, 11] });
    expect(parseCompareParams(new URLSearchParams('kind=users&ids=1,2')).kind).toBeNull();
    expect(compareQuery('matters', [1, 2, 3, 4, 5])).toBe('kind=matters&ids=1%2C2%2C3%2C4');
  });
});

describe('comparison of Pharmacopoeia values', () => {
  beforeAll(() => i18n.loadLanguages(['zh-CN', 'en-US']));
  const cite = (edition: string) => ({
    document: '中华人民共和国药典',
    edition,
    section: '枸杞子 【用法与用量】',
    secondary: false,
  });
  const matter = (edition: string) =>
    ({
      monograph: {
        usage_dosage: { text: '6～12g。', citation: cite(edition) },
        processing: null,
        storage: null,
        assays: [],
        tests: [],
        constituents: [],
      },
    }) as unknown as MatterDetail;
  const usage = (lang: 'zh-CN' | 'en-US') => {
    const t = i18n.getFixedT(lang);
    const section = compareSections('matters', t, lang === 'zh-CN' ? 'zh' : 'en').find((s) => s.key === 'monograph')!;
    return section.fields.find((f) => f.key === 'usage')!;
  };

  it('shows each value with the edition its citation names, in both languages', () => {
    expect(usage('zh-CN').value(matter('2020年版 一部'))).toBe('6～12g。（药典 2020 年版）');
    expect(usage('en-US').value(matter('2025年版 一部'))).toBe('6～12g。 (ChP 2025 ed.)');
  });

  it('tells the same value from two editions apart', () => {
    const f = usage('zh-CN');
    expect(valuesDiffer([f.value(matter('2020年版 一部')), f.value(matter('2025年版 一部'))])).toBe(true);
  });
});
