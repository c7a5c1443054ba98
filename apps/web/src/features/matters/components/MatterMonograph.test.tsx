import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { type MatterDetail, natureFlavorEnglish } from '@yaoshi/contracts';
import i18n from '@/lib/i18n';
import { MatterMonograph } from './MatterMonograph';
import { RecordText } from './RecordText';

const citation = (section: string) => ({
  document: '中华人民共和国药典',
  edition: '2020年版 一部',
  section: `枸杞子 【${section}】`,
  secondary: false,
});
const goji = {
  monograph: {
    usage_dosage: { text: '6～12g。', citation: citation('用法与用量') },
    processing: null,
    storage: null,
    assays: [
      {
        marker: '甜菜碱',
        limit_type: 'min',
        value: 0.5,
        value_max: null,
        decimals: 2,
        unit: '%',
        basis: 'dried',
        method: 'HPLC',
        note: '',
        citation: citation('含量测定'),
      },
    ],
    tests: [
      {
        item: '水分',
        limit_type: 'max',
        value: 13,
        decimals: 1,
        unit: '%',
        method: '',
        note: '',
        citation: citation('检查'),
      },
    ],
    constituents: [],
  },
} as unknown as MatterDetail;

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('zh-CN');
});

describe('matter monograph section', () => {
  it('shows values with the source under each block and an honest empty state (zh-CN)', async () => {
    await i18n.changeLanguage('zh-CN');
    render(<MatterMonograph m={goji} />);
    const usage = screen.getByTestId('monograph-usage');
    expect(usage.textContent).toContain('6～12g。');
    expect(usage.textContent).toContain('来源：《中华人民共和国药典》2020年版 一部 · 枸杞子 【用法与用量】');
    expect(screen.getByTestId('monograph-storage').textContent).toContain('暂无（药典未载或尚未录入）');
    expect(screen.getByTestId('monograph-assay').textContent).toContain('不得少于 0.50 %');
    expect(screen.getByTestId('monograph-tests').textContent).toContain('不得过 13.0 %');
    // The method as the seeded standards state it (monographTestMethod), not "-".
    expect(screen.getByTestId('monograph-tests').textContent).toContain('ChP 2020 通则 0832');
    expect(screen.queryByTestId('chinese-only')).toBeNull();
  });

  it('marks Chinese text under English labels and translates what has an established rendering (en-US)', async () => {
    await i18n.changeLanguage('en-US');
    render(<MatterMonograph m={goji} />);
    const usage = screen.getByTestId('monograph-usage');
    expect(within(usage).getByTestId('chinese-only')).toBeTruthy();
    expect(usage.textContent).toContain('Source: Chinese Pharmacopoeia, 2020 edition, volume I');
    expect(screen.getByTestId('monograph-tests').textContent).toContain('Water');
    expect(screen.getByTestId('monograph-tests').textContent).toContain('not more than 13.0 %');
    expect(screen.getByTestId('monograph-tests').textContent).toContain('ChP 2020 General Chapter 0832');
    expect(within(screen.getByTestId('monograph-tests')).getByTestId('translated')).toBeTruthy();
    expect(screen.getByTestId('monograph-assay').textContent).toContain('calculated on the dried basis');
    expect(screen.getByTestId('monograph-constituents').textContent).toContain('None (not in the Pharmacopoeia');
  });

  it('says which edition is in force and marks each value from the superseded 2020 edition', async () => {
    await i18n.changeLanguage('zh-CN');
    render(<MatterMonograph m={goji} />);
    expect(screen.getByTestId('monograph-edition-notice').textContent).toContain('2025年版（2025年10月1日起施行）');
    expect(within(screen.getByTestId('monograph-usage')).getByTestId('monograph-superseded').textContent).toBe(
      '2020年版；尚未与现行2025年版核对',
    );
    cleanup();
    await i18n.changeLanguage('en-US');
    render(<MatterMonograph m={goji} />);
    expect(within(screen.getByTestId('monograph-tests')).getByTestId('monograph-superseded').textContent).toBe(
      '2020 edition; not yet checked against the 2025 edition in force',
    );
  });

  it('gives no superseded mark to a value cited from the 2025 edition', async () => {
    await i18n.changeLanguage('en-US');
    const c2025 = { ...citation('用法与用量'), edition: '2025年版 一部' };
    const m = {
      monograph: { ...goji.monograph!, assays: [], tests: [], usage_dosage: { text: '6～12g。', citation: c2025 } },
    };
    render(<MatterMonograph m={m as unknown as MatterDetail} />);
    expect(screen.getByTestId('monograph-usage').textContent).toContain(
      'Chinese Pharmacopoeia, 2025 edition, volume I',
    );
    expect(screen.queryByTestId('monograph-superseded')).toBeNull();
    expect(screen.queryByTestId('monograph-edition-notice')).toBeNull();
  });

  it('renders a record value in English when there is one, else the Chinese marked', async () => {
    await i18n.changeLanguage('en-US');
    const { container } = render(
      <>
        <RecordText zh="茄科 Solanaceae" en="Solanaceae" />
        <RecordText zh="主产于宁夏" />
      </>,
    );
    expect(container.textContent).toContain('Solanaceae');
    expect(container.textContent).not.toContain('茄科');
    expect(screen.getAllByTestId('chinese-only')).toHaveLength(1);
  });

  it('marks a glossary rendering as a translation in English, and shows the Chinese alone in Chinese', async () => {
    const zh = '甘，平。归肝、肾经。';
    await i18n.changeLanguage('en-US');
    const en = render(<RecordText zh={zh} en={natureFlavorEnglish(zh)} glossary block />);
    expect(en.container.textContent).toContain('Sweet; neutral. Meridians: liver, kidney.');
    expect(en.container.textContent).not.toContain('甘');
    expect(screen.getByTestId('translated').textContent).toBe('Translation');
    cleanup();
    await i18n.changeLanguage('zh-CN');
    const cn = render(<RecordText zh={zh} en={natureFlavorEnglish(zh)} glossary block />);
    expect(cn.container.textContent).toBe(zh);
    // No rendering (a term outside the glossary): the Chinese, marked.
    cleanup();
    await i18n.changeLanguage('en-US');
    render(
      <RecordText
        zh="苦，寒。归心、肺、三焦经。"
        en={natureFlavorEnglish('苦，寒。归心、肺、三焦经。')}
        glossary
        block
      />,
    );
    expect(screen.getByTestId('chinese-only')).toBeTruthy();
    expect(screen.queryByTestId('translated')).toBeNull();
  });
  it('says once, in both languages, that the Pharmacopoeia has no monograph (no empty blocks)', async () => {
    const daidaihua = { monograph: null, regulations: [] } as unknown as MatterDetail;
    await i18n.changeLanguage('zh-CN');
    render(<MatterMonograph m={daidaihua} />);
    expect(screen.getByTestId('monograph-absent').textContent).toContain('《中华人民共和国药典》（一部）未收载本品');
    expect(screen.queryByText('暂无（药典未载或尚未录入）')).toBeNull();
    expect(screen.queryByTestId('monograph-usage')).toBeNull();
    cleanup();
    await i18n.changeLanguage('en-US');
    render(<MatterMonograph m={daidaihua} />);
    expect(screen.getByTestId('monograph-absent').textContent).toContain(
      'The Chinese Pharmacopoeia (volume I) has no monograph for this substance',
    );
  });
});
