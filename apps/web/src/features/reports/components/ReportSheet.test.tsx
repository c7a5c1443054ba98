import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import i18n from 'i18next';
import type { ReportDocument } from '@yaoshi/contracts';
import { ReportSheet } from './ReportSheet';

const doc = (over: Partial<ReportDocument> = {}): ReportDocument => ({
  id: 12,
  report_num: 'TR-0000012',
  report_name: '枸杞子重金属检测',
  lang: 'zh-CN',
  institute: '药食同源研究所',
  lab: '药食同源检测中心',
  standard: 'GB 2762-2022',
  tested_at: 1_720_100_000,
  verdict: 'fail',
  conclusion: '经检验，依据 GB 2762-2022，所检 2 项中 1 项不符合限值要求（铅 (Pb)），判定为不合格。',
  note: '',
  item_count: 2,
  fail_count: 1,
  published: true,
  invalidated: null,
  sample: {
    kind: 'matter',
    id: 3,
    num: 'MS-0000003',
    name: '枸杞子 宁夏中宁',
    subject: '枸杞子',
    source: '种植基地',
    region: '宁夏回族自治区 / 中卫市',
    collected_at: 1_720_000_000,
    collector: '张采集',
    grade: '一等',
    state: 'published',
  },
  items: [
    {
      item: '铅 (Pb)',
      item_en: null,
      category: 'heavy-metal',
      method: 'GB 5009.12-2017',
      method_en: null,
      unit: 'mg/kg',
      limit_text: '≤5',
      source: 'GB 2762-2022 表1',
      edition: '',
      edition_superseded: false,
      result_text: '7.2',
      decision_rule: 'simple',
      verdict: 'fail',
    },
    {
      item: '镉 (Cd)',
      item_en: null,
      category: 'heavy-metal',
      method: '',
      method_en: null,
      unit: 'mg/kg',
      limit_text: '≤1',
      source: 'GB 2762-2022 表1',
      edition: '',
      edition_superseded: false,
      result_text: '0.1',
      decision_rule: 'simple',
      verdict: 'pass',
    },
  ],
  decision_rules: [],
  uncertainty_note: '',
  edition_notice: '',
  signoffs: [
    { step: 'tested', done: true, by: '演示研究员', at: 1_720_100_000 },
    { step: 'verified', done: true, by: '', at: null },
    { step: 'published', done: false, by: '', at: null },
  ],
  permalink: 'https://yaoshi.example.org/#/report/12',
  is_demo: false,
  generated_at: 1_795_000_000,
  ...over,
});

const show = (d: ReportDocument) =>
  render(
    <MemoryRouter>
      <ReportSheet doc={d} />
    </MemoryRouter>,
  );

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('zh-CN');
});

describe('report sheet', () => {
  it('shows the report like its PDF: number, sample, items with the failing row marked, conclusion, sign-offs', () => {
    show(doc());
    expect(screen.getByTestId('report-num').textContent).toBe('TR-0000012');
    const sheet = screen.getByTestId('report-sheet');
    expect(sheet.textContent).toContain('宁夏回族自治区 / 中卫市');
    expect(sheet.textContent).toContain('2024-07-03'); // collected, in the display zone
    const failed = sheet.querySelectorAll('tr.report-sheet__fail');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.textContent).toContain('铅 (Pb)');
    expect(failed[0]!.textContent).toContain('不合格');
    expect(screen.getByTestId('report-conclusion').textContent).toContain('判定为不合格');
    // One list entry per distinct limit source.
    expect(sheet.textContent?.match(/GB 2762-2022 表1/g)).toHaveLength(1);
    // Numbered from 1 although the list's title is its first item.
    expect(
      sheet.querySelector('.report-sheet__sources li:not(.report-sheet__sources-title)')?.getAttribute('value'),
    ).toBe('1');
    const signoffs = within(screen.getByTestId('report-signoffs'));
    expect(signoffs.getByText('演示研究员')).toBeTruthy();
    expect(signoffs.getByText('未记录')).toBeTruthy(); // verified before the history was kept
    expect(signoffs.getByText('尚未进行')).toBeTruthy();
    expect(screen.getByTestId('report-qr').getAttribute('aria-label')).toContain(
      'https://yaoshi.example.org/#/report/12',
    );
    expect(sheet.textContent).not.toContain('草稿 DRAFT');
  });

  it('marks drafts and voided reports, and says when there are no items (en-US)', async () => {
    await i18n.changeLanguage('en-US');
    show(doc({ published: false, items: [], item_count: 0, fail_count: 0, verdict: 'none' }));
    expect(screen.getByTestId('report-sheet').textContent).toContain('DRAFT 草稿');
    expect(screen.getByText('This report has no tested items')).toBeTruthy();
    cleanup();
    show(doc({ published: false, invalidated: { at: 1_795_000_000, reason: '复检' } }));
    expect(screen.getByTestId('report-sheet').textContent).toContain('VOID 作废');
    expect(screen.getByTestId('report-sheet').textContent).not.toContain('DRAFT');
  });

  it('shows results as entered, an inconclusive verdict and the decision rule with its definition', async () => {
    await i18n.changeLanguage('zh-CN');
    const guarded = {
      ...doc().items[0]!,
      item: '水分',
      limit_text: '≤5.0',
      result_text: '4.8 ± 0.3',
      decision_rule: 'guarded' as const,
      verdict: 'inconclusive' as const,
    };
    show(
      doc({
        items: [guarded, { ...doc().items[1]!, result_text: '11.0' }],
        verdict: 'inconclusive',
        decision_rules: [{ rule: 'guarded', name: '保护带接受', definition: '计入扩展不确定度 U' }],
        uncertainty_note: '“± U”为扩展不确定度，包含因子 k = 2',
      }),
    );
    const items = within(screen.getByTestId('report-items'));
    expect(items.getByText('4.8 ± 0.3')).toBeTruthy();
    expect(items.getByText('11.0')).toBeTruthy();
    expect(items.getByText('不确定')).toBeTruthy();
    const rules = screen.getByTestId('report-decision-rules').textContent;
    expect(rules).toContain('判定规则: 保护带接受');
    expect(rules).toContain('k = 2');
  });

  it('says which pharmacopoeia edition the limits came from when a newer one is in force', () => {
    show(doc());
    expect(screen.queryByTestId('report-edition-notice')).toBeNull();
    const notice =
      '本报告的限度取自《中华人民共和国药典》2020年版 一部；现行版为《中华人民共和国药典》2025年版（2025年10月1日起施行）';
    show(doc({ edition_notice: notice }));
    expect(screen.getByTestId('report-edition-notice').textContent).toBe(notice);
  });

  it('says which items of a processed-form sample were judged against the crude drug’s limits', () => {
    show(doc());
    expect(screen.queryByTestId('report-form-notice')).toBeNull();
    cleanup();
    const notice = '样品为炮制品「山药」：标准未单列该炮制品的二氧化硫残留量限度，这些项目按药材的限度判定。';
    show(doc({ form_notice: notice }));
    expect(screen.getByTestId('report-form-notice').textContent).toBe(notice);
  });

  it('names items and methods in English from the glossary, marked as translations, the Chinese kept (en-US)', async () => {
    await i18n.changeLanguage('en-US');
    const water = {
      ...doc().items[1]!,
      item: '水分',
      item_en: 'Water content',
      method: 'ChP 2020 通则 0832',
      method_en: 'ChP 2020 General Chapter 0832',
    };
    const own = { ...doc().items[1]!, item: '枸杞多糖', method: '苯酚-硫酸法' };
    show(doc({ lang: 'en-US', items: [doc().items[0]!, water, own] }));
    const rows = screen.getByTestId('report-items').querySelectorAll('tr[data-row-key]');
    expect(rows[0]!.textContent).toContain('GB 5009.12-2017'); // no Chinese: as it is, unmarked
    expect(within(rows[0] as HTMLElement).queryByTestId('translated')).toBeNull();
    expect(rows[1]!.textContent).toContain('Water content');
    expect(rows[1]!.textContent).toContain('ChP 2020 General Chapter 0832');
    expect(rows[1]!.textContent).not.toContain('水分');
    expect(within(rows[1] as HTMLElement).getAllByTestId('translated')).toHaveLength(2);
    // No rendering: the Chinese, marked Chinese only.
    expect(rows[2]!.textContent).toContain('枸杞多糖');
    expect(within(rows[2] as HTMLElement).getAllByTestId('chinese-only')).toHaveLength(2);
    cleanup();
    await i18n.changeLanguage('zh-CN');
    show(doc({ items: [{ ...water, item_en: null, method_en: null }] }));
    const zh = screen.getByTestId('report-items');
    expect(zh.textContent).toContain('水分');
    expect(zh.textContent).toContain('ChP 2020 通则 0832');
    expect(within(zh).queryByTestId('translated')).toBeNull();
    expect(within(zh).queryByTestId('chinese-only')).toBeNull();
  });
});
