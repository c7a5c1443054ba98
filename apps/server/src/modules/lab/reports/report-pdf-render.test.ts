import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { ReportDocument, ReportDocumentItem } from '@yaoshi/contracts';
import { findReportFont } from './report-pdf-font';
import { REPORT_LABELS } from './report-pdf-labels';
import { renderReportPdf } from './report-pdf-render';

const item = (i: number): ReportDocumentItem => ({
  item: `检查项目 ${i}`,
  item_en: null,
  category: '检查',
  method: 'ChP 2020 通则 0832',
  method_en: null,
  unit: '%',
  limit_text: '≤13.0',
  source: '《中华人民共和国药典》2020年版 一部 枸杞子',
  edition: '《中华人民共和国药典》2020年版 一部',
  edition_superseded: false,
  result_text: '11.0',
  decision_rule: 'simple',
  verdict: 'pass',
});

function doc(items: number): ReportDocument {
  return {
    id: 1,
    report_num: 'TR-0000001',
    report_name: '枸杞子 理化检测',
    lang: 'zh-CN',
    institute: '药食同源研究所',
    lab: '理化实验室',
    standard: '《中华人民共和国药典》2020年版 一部',
    tested_at: 1_760_000_000,
    verdict: 'pass',
    conclusion: '所检项目均符合规定。',
    note: '',
    item_count: items,
    fail_count: 0,
    published: true,
    invalidated: null,
    sample: {
      kind: 'matter',
      id: 1,
      num: 'MS-0000001',
      name: '枸杞子',
      subject: '枸杞子',
      source: '种植基地',
      region: '宁夏回族自治区 中卫市',
      collected_at: 1_759_000_000,
      collector: '王五',
      grade: '一等',
      state: 'published',
    },
    items: Array.from({ length: items }, (_, i) => item(i + 1)),
    decision_rules: [],
    uncertainty_note: '',
    edition_notice: '',
    signoffs: [
      { step: 'tested', done: true, by: '张三', at: 1_760_000_000 },
      { step: 'verified', done: true, by: '李四', at: 1_760_000_100, meaning: '我确认已审核上述结果。' },
      { step: 'published', done: true, by: '赵六', at: 1_760_000_200, meaning: '我确认发布本报告。' },
    ],
    permalink: 'https://example.org/#/report/1',
    is_demo: false,
    generated_at: 1_760_000_300,
  };
}

async function pages(body: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: false });
  return text;
}

describe('report PDF layout', () => {
  it('keeps the conclusion and the signatures on one page, however many items push them down', async () => {
    const font = findReportFont(undefined);
    const L = REPORT_LABELS['zh-CN'];
    let pageBreaks = 0;
    // Item counts from one page to two: somewhere in between the conclusion lands at a page's foot.
    for (let n = 8; n <= 30; n++) {
      const text = await pages(await renderReportPdf({ doc: doc(n), font, timeZone: 'Asia/Shanghai' }));
      const conclusionPage = text.findIndex((p) => p.includes(L.conclusionSection));
      const signoffPage = text.findIndex((p) => p.includes(L.signoffSection));
      expect(conclusionPage, `${n} items`).toBeGreaterThanOrEqual(0);
      expect(signoffPage, `${n} items`).toBe(conclusionPage);
      if (text.length > 1) pageBreaks++;
    }
    // The range really crosses a page break, so the check above is not vacuous.
    expect(pageBreaks).toBeGreaterThan(0);
  }, 120_000);
});
