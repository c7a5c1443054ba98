import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { SampleRef } from '@yaoshi/contracts';
import { RelatedSamples } from './related';

/**
 * At 390 px the samples table of a product's (or matter's) page is cards, not a table scrolled
 * sideways.
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
function phone(on: boolean) {
  const real = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...real(query),
    matches: on && query === '(max-width: 576px)',
  }));
}

function renderSamples() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RelatedSamples samples={[sample]} linkOf={(id) => `/sample/${id}`} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('related samples on a phone', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    cleanup();
  });

  it('shows one card per sample at ≤ 576 px, no table', () => {
    phone(true);
    renderSamples();
    for (const id of ['related-samples']) {
      const list = screen.getByTestId(id);
      expect(list.tagName).toBe('UL');
      expect(list.querySelector('table')).toBeNull();
      expect(within(list).getAllByTestId('table-card')).toHaveLength(1);
    }
    expect(screen.getByTestId('related-samples').textContent).toContain('PS-0000005');
  });

  it('keeps the table on wider screens', () => {
    phone(false);
    renderSamples();
    expect(screen.getByTestId('related-samples').querySelector('table')).not.toBeNull();
  });
});
