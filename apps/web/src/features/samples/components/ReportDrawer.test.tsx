import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReportDetail } from '@yaoshi/contracts';
import i18n from '@/lib/i18n';
import { ReportDrawer } from './ReportDrawer';

const report = {
  id: 9,
  report_num: 'TR-0000009',
  report_name: '枸杞子 检测报告',
  sample_kind: 'matter',
  sample_id: 3,
  sample_num: 'MS-0000003',
  sample_name: '枸杞子',
  lab: '',
  tested_at: 1_720_000_000,
  standard: '',
  verdict: 'pass',
  attachment: '',
  note: '',
  is_demo: false,
  invalidated_at: null,
  items: [
    {
      category: 'physicochemical',
      item: '水分',
      unit: '%',
      result: '10.2',
      result_text: '',
      lower: null,
      upper: '13.0',
      limit_text: '≤13.0',
      method: '通则 0832',
      source: '',
      standard_id: null,
      verdict: 'pass',
    },
  ],
} as unknown as ReportDetail;

vi.mock('../api/get-report', () => ({
  useReport: () => ({ data: report, isLoading: false, isError: false }),
}));

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('zh-CN');
});

it('names a test item and its method by their glossary terms in English, as the report page does', async () => {
  await i18n.changeLanguage('en-US');
  render(<ReportDrawer id={9} onClose={() => {}} />);
  const table = within(await screen.findByTestId('report-items'));
  expect(table.getByText('Water content')).toBeTruthy();
  expect(table.getByText(/General Chapter 0832/)).toBeTruthy();
  expect(table.queryByText('水分')).toBeNull();
  cleanup();
  await i18n.changeLanguage('zh-CN');
  render(<ReportDrawer id={9} onClose={() => {}} />);
  expect(within(await screen.findByTestId('report-items')).getByText('水分')).toBeTruthy();
}, 20_000);
