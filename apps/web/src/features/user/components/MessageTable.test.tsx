import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Message } from '@yaoshi/contracts';
import { MessageTable } from './MessageTable';

/**
 * At 390 px the message centre's table is cards, not a table scrolled sideways.
 */
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

function renderMessages() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <MessageTable
          page={{ list: [message], total: 1, current: 1, pageSize: 10 } as never}
          loading={false}
          onPage={() => {}}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('message centre on a phone', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    cleanup();
  });

  it('shows one card per message at ≤ 576 px, no table', () => {
    phone(true);
    renderMessages();
    for (const id of ['message-table']) {
      const list = screen.getByTestId(id);
      expect(list.tagName).toBe('UL');
      expect(list.querySelector('table')).toBeNull();
      expect(within(list).getAllByTestId('table-card')).toHaveLength(1);
    }
    expect(screen.getByTestId('message-table').textContent).toContain('报告已发布');
  });

  it('keeps the table on wider screens', () => {
    phone(false);
    renderMessages();
    expect(screen.getByTestId('message-table').querySelector('table')).not.toBeNull();
  });
});
