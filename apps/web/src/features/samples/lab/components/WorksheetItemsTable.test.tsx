import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { WorksheetItem } from '@yaoshi/contracts';
import { WorksheetItemsTable } from './WorksheetItemsTable';

const DAY = 86_400;
const now = Math.floor(Date.now() / 1000);
const item = (over: Partial<WorksheetItem>): WorksheetItem => ({
  id: 1,
  worksheet_id: 1,
  worksheet_num: 'WS-000001',
  sample_kind: 'matter',
  sample_id: 7,
  sample_num: 'MS-0000007',
  sample_name: '枸杞子',
  sample_state: 'received',
  standard_id: 3,
  item: '水分',
  method: 'ChP 2020 通则 0832',
  turnaround_days: 7,
  received_at: now - 10 * DAY,
  due_at: now - 3 * DAY,
  done_at: null,
  overdue: true,
  ...over,
});

describe('WorksheetItemsTable: overdue items', () => {
  afterEach(cleanup);

  it('flags an overdue item in words and marks its row; an item on time is not flagged', () => {
    const late = item({});
    const onTime = item({ id: 2, item: '总灰分', due_at: now + 3 * DAY, overdue: false });
    const notReceived = item({ id: 3, item: '铅 (Pb)', received_at: null, due_at: null, overdue: false });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <WorksheetItemsTable items={[late, onTime, notReceived]} showWorksheet canTick />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const rows = screen.getByTestId('worksheet-items').querySelectorAll('tbody tr.ant-table-row');
    expect(rows).toHaveLength(3);
    const [lateRow, onTimeRow, notReceivedRow] = [...rows] as HTMLElement[];
    expect(lateRow!.className).toContain('lab-overdue-row');
    expect(within(lateRow!).getByTestId('overdue-tag').textContent).toBe('逾期');
    for (const row of [onTimeRow!, notReceivedRow!]) {
      expect(row.className).not.toContain('lab-overdue-row');
      expect(within(row).queryByTestId('overdue-tag')).toBeNull();
    }
    expect(notReceivedRow!.textContent).toContain('未接收');
  });

  it('on a phone (≤ 576 px) shows one card per item, the overdue one marked, nothing scrolled sideways', () => {
    // The phone's viewport as matchMedia reports it (jsdom has no layout).
    const real = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...real(query),
      matches: query === '(max-width: 576px)',
    }));
    try {
      const late = item({});
      const onTime = item({ id: 2, item: '总灰分', due_at: now + 3 * DAY, overdue: false });
      render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <WorksheetItemsTable items={[late, onTime]} showWorksheet canTick />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      const list = screen.getByTestId('worksheet-items');
      expect(list.querySelector('table')).toBeNull();
      const cards = within(list).getAllByTestId('table-card');
      expect(cards).toHaveLength(2);
      // Headed by the worksheet and the sample; the item, its due time and the tick as lines.
      const head = cards[0]!.querySelector('.table-card__head')!;
      expect(head.textContent).toContain('WS-000001');
      expect(head.textContent).toContain('MS-0000007');
      expect(cards[0]!.querySelector('[data-key="item"] dd')!.textContent).toContain('水分');
      expect(within(cards[0]!).getByTestId('overdue-tag').textContent).toBe('逾期');
      expect(within(cards[0]!).getByRole('checkbox')).toBeTruthy();
      expect(cards[0]!.className).toContain('lab-overdue-row');
      expect(cards[1]!.className).not.toContain('lab-overdue-row');
    } finally {
      vi.restoreAllMocks();
    }
  });
});
