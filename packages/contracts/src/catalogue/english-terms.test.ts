import { describe, expect, it } from 'vitest';
import { natureFlavorEnglish, nutrientEnglish, testItemEnglish, testMethodEnglish } from './english-terms';

describe('English renderings of monograph and report terms', () => {
  it('renders 性味与归经 term by term', () => {
    expect(natureFlavorEnglish('甘，平。归肝、肾经。')).toBe('Sweet; neutral. Meridians: liver, kidney.');
    expect(natureFlavorEnglish('甘、微苦，微寒。归心、肺、胃经。')).toBe(
      'Sweet, slightly bitter; slightly cold. Meridians: heart, lung, stomach.',
    );
    expect(natureFlavorEnglish('甘、苦、涩，平；有毒。归肺、肾经。')).toBe(
      'Sweet, bitter, astringent; neutral; toxic. Meridians: lung, kidney.',
    );
    expect(natureFlavorEnglish('辛，热。归胃、大肠经。')).toBe('Pungent; hot. Meridians: stomach, large intestine.');
  });

  it('gives nothing for a term outside the glossary or a text of another shape', () => {
    // 大热 and 三焦 have no entry; named parts (生姜：… 干姜：…) are another shape.
    expect(natureFlavorEnglish('辛、甘，大热。归肾、脾、心、肝经。')).toBeNull();
    expect(natureFlavorEnglish('苦，寒。归心、肺、三焦经。')).toBeNull();
    expect(natureFlavorEnglish('生姜：辛，微温。归肺、脾、胃经。干姜：辛，热。归脾、胃、肾、心、肺经。')).toBeNull();
    expect(natureFlavorEnglish('')).toBeNull();
  });

  it('names common test items, keeping a symbol in brackets', () => {
    expect(testItemEnglish('水分')).toBe('Water content');
    expect(testItemEnglish('铅 (Pb)')).toBe('Lead (Pb)');
    expect(testItemEnglish('黄曲霉毒素B1')).toBe('Aflatoxin B1');
    expect(testItemEnglish('枸杞多糖')).toBeNull();
    expect(testItemEnglish('水分（烘干法）')).toBeNull();
  });

  it('renders test methods word by word, and nothing for a word outside the glossary', () => {
    expect(testMethodEnglish('ChP 2020 通则 0832')).toBe('ChP 2020 General Chapter 0832');
    expect(testMethodEnglish('ChP 2020 通则 2201 醇溶性浸出物 热浸法 70%乙醇')).toBe(
      'ChP 2020 General Chapter 2201 alcohol-soluble extractives hot maceration 70% ethanol',
    );
    expect(testMethodEnglish('GB 5009.12-2017')).toBe('GB 5009.12-2017');
    expect(testMethodEnglish('ChP 2020 通则 2351 每1000g含')).toBeNull();
    expect(testMethodEnglish('')).toBeNull();
  });

  it('names the nutrients of a nutrition table as labels do, and nothing for another item', () => {
    expect(nutrientEnglish('蛋白质')).toBe('Protein');
    expect(nutrientEnglish(' 碳水化合物 ')).toBe('Carbohydrate');
    expect(nutrientEnglish('枸杞多糖')).toBeNull();
  });
});
