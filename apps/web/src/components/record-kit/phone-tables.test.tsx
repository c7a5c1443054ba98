import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Message, SampleRef } from '@yaoshi/contracts';
import { MessageTable } from '@/features/user/components/MessageTable';
import { RelatedSamples } from './related';

/**
 * At 390 px the tables of a product's (or matter's) samples and of the message centre are cards,
 * not tables scrolled sideways.
 */
const sample: SampleRef = {
  id: 5,
  num: 'PS-0000005',
  name: '枸杞原浆 批次 A',
  area: '640500',
  area_name: '宁夏回族自治区 中卫市',
  grade: '',
  coll_time: 1_720_000_000,
  status: 'online',
  is_demo: true,
};
const message: Message = {
  id: 9,
  type: 'notice',
  title: '报告已发布',
  subTitle: '',
  avatar: '',
  content: '样品 MS-0000756 的检测报告已发布',
  time: 1_720_000_000,
  messageType: 1,
  status: 0,
  link: '',
};

function phone(on: boolean) {
  const real = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...real(query),
    matches: on && query === '(max-width: 576px)',
  }));
}

function renderBoth() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RelatedSamples samples={[sample]} linkOf={(id) => `/sample/${id}`} />
        <MessageTable
          page={{ list: [message], total: 1, current: 1, pageSize: 10 } as never}
          loading={false}
          onPage={() => {}}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('samples and message tables on a phone', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    cleanup();
  });

  it('shows one card per sample and per message at ≤ 576 px, no table', () => {
    phone(true);
    renderBoth();
    for (const id of ['related-samples', 'message-table']) {
      const list = screen.getByTestId(id);
      expect(list.tagName).toBe('UL');
      expect(list.querySelector('table')).toBeNull();
      expect(within(list).getAllByTestId('table-card')).toHaveLength(1);
    }
    expect(screen.getByTestId('related-samples').textContent).toContain('PS-0000005');
    expect(screen.getByTestId('message-table').textContent).toContain('报告已发布');
  });

  it('keeps the tables on wider screens', () => {
    phone(false);
    renderBoth();
    expect(screen.getByTestId('related-samples').querySelector('table')).not.toBeNull();
    expect(screen.getByTestId('message-table').querySelector('table')).not.toBeNull();
  });
});
