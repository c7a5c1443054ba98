import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CODE } from '@yaoshi/contracts/errors';
import { ApiError } from '@/lib/api-client';
import { DetailStates, parseId, type DetailQuery } from './DetailStates';

/**
 * The one not-found state of every detail page (a report, a sample, a matter …): a record the
 * reader may not see answers 404 (the server's access tests), and the page shows "not found",
 * never the record's frame with nothing in it.
 */
function renderStates(query: Partial<DetailQuery<{ name: string }>>, validId = true) {
  const full: DetailQuery<{ name: string }> = {
    isLoading: false,
    isError: false,
    error: null,
    refetch: vi.fn(),
    ...query,
  };
  render(
    <MemoryRouter>
      <DetailStates query={full} validId={validId}>
        {(r) => <div data-testid="record">{r.name}</div>}
      </DetailStates>
    </MemoryRouter>,
  );
  return full;
}

describe('DetailStates', () => {
  it('shows the not-found state for a 404 answer (e.g. a draft report a researcher opens)', async () => {
    renderStates({ isError: true, error: new ApiError('记录不存在', 'envelope', CODE.NOT_FOUND, 404) });
    expect(await screen.findByText('记录不存在')).toBeTruthy();
    expect(screen.queryByTestId('record')).toBeNull();
    expect(screen.queryByRole('button', { name: /重\s*试/ })).toBeNull();
  });

  it('shows the not-found state for a route id that is not an id, without asking', async () => {
    renderStates({ isLoading: true }, false);
    expect(await screen.findByText('记录不存在')).toBeTruthy();
    expect(screen.queryByTestId('detail-loading')).toBeNull();
  });

  it('offers a retry for any other failure', async () => {
    const query = renderStates({ isError: true, error: new ApiError('boom', 'http', CODE.INTERNAL, 500) });
    (await screen.findByRole('button', { name: /重\s*试/ })).click();
    expect(query.refetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText('记录加载失败')).toBeTruthy();
    expect(screen.queryByText('记录不存在')).toBeNull();
  });

  it('shows the skeleton while loading, then the record', async () => {
    renderStates({ isLoading: true });
    expect(screen.getByTestId('detail-loading')).toBeTruthy();
    renderStates({ data: { name: '枸杞子' } });
    expect(await screen.findByTestId('record')).toBeTruthy();
  });

  it('parses only positive integer ids', () => {
    expect(parseId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-3', '1.5', 'abc']) expect(parseId(bad)).toBeNull();
  });
});
