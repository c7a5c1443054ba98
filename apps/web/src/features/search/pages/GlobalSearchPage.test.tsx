import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { GlobalSearchResult } from '@yaoshi/contracts';
import { useUserStore } from '@/stores/user';
import GlobalSearchPage from './GlobalSearchPage';

const result: GlobalSearchResult = {
  q: '枸杞子',
  groups: [
    { kind: 'matter', total: 1, hits: [hit('matter', 45, 'YS-0045', '枸杞子')] },
    { kind: 'product', total: 1, hits: [{ ...hit('product', 7, 'YP-0007', '枸杞原浆'), is_demo: true }] },
    {
      kind: 'matter-sample',
      total: 11,
      hits: [
        {
          ...hit('matter-sample', 756, 'MS-0000756', '枸杞子 拉萨市'),
          state: 'published',
          report: { id: 321, report_num: 'TR-0000321', published: true, verdict: 'pass', voided: false },
        },
        { ...hit('matter-sample', 983, 'MS-0000983', '枸杞子 贵阳市'), state: 'registered' },
      ],
    },
    {
      kind: 'report',
      total: 1,
      hits: [
        {
          ...hit('report', 1501, 'TR-0001501', '枸杞子 理化检验'),
          state: 'to_verify',
          sample_id: 3001,
          report: { id: 1501, report_num: 'TR-0001501', published: false, verdict: 'fail', voided: false },
        },
      ],
    },
  ],
};

function hit(kind: GlobalSearchResult['groups'][number]['kind'], id: number, num: string, name: string) {
  return { kind, id, num, name, detail: '', state: null, report: null, sample_id: null, is_demo: false };
}

function renderAt(url: string, data?: GlobalSearchResult) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, enabled: false } },
  });
  if (data) client.setQueryData(['search', 'global', data.q, useUserStore.getState().role], data);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <GlobalSearchPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('GlobalSearchPage', () => {
  afterEach(() => {
    cleanup();
    useUserStore.setState({ role: '' });
  });

  it('lists hits per kind; a sample links its report page, a report hit opens it (drafts marked)', () => {
    useUserStore.setState({ role: 'admin' });
    renderAt('/search/results?q=枸杞子', result);
    // A demo product carries its demo badge, as in its list; a real matter does not.
    expect(within(screen.getByTestId('search-hit-product-7')).getByText('演示数据')).toBeTruthy();
    expect(within(screen.getByTestId('search-hit-matter-45')).queryByText('演示数据')).toBeNull();
    const sample = screen.getByTestId('search-hit-matter-sample-756');
    expect(within(sample).getByTestId('search-report-link-321').getAttribute('href')).toBe('/report/321');
    expect(within(screen.getByTestId('search-hit-matter-sample-983')).queryByText(/TR-/)).toBeNull();
    const report = screen.getByTestId('search-hit-report-1501');
    expect(within(report).getByRole('link', { name: '枸杞子 理化检验' }).getAttribute('href')).toBe('/report/1501');
    expect(report.textContent).toContain('未发布');
    // More matter samples than shown: the list with the query.
    const more = within(screen.getByTestId('search-group-matter-sample')).getByRole('link', {
      name: '在列表中查看全部',
    });
    expect(more.getAttribute('href')).toContain('q=');
  });

  it('asks for a word first, and tells visitors that samples and reports need a sign-in', () => {
    renderAt('/search/results');
    expect(screen.getByText('输入关键词，在物质、产品、样品和检测报告中搜索')).toBeTruthy();
    expect(screen.getByText('登录后还可搜索样品和检测报告')).toBeTruthy();
  });
});
