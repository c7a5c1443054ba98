import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Standard } from '@yaoshi/contracts';
import { StandardsTable } from './StandardsTable';

afterEach(cleanup);

const limit = (form: string) =>
  ({
    id: form ? 2 : 1,
    scope: 'matter',
    matter_id: 6,
    product_type: null,
    item: '二氧化硫残留量',
    category: 'residue',
    form,
    lower: null,
    upper: form ? 10 : 400,
    unit: 'mg/kg',
    decimals: 0,
    method: '',
    note: '',
    source: '中华人民共和国药典 2020年版 一部 山药',
    source_kind: 'pharmacopoeia',
    seeded: true,
  }) as unknown as Standard;

it('shows the form each limit applies to, nothing for the crude drug', () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <StandardsTable rows={[limit(''), limit('山药片')]} loading={false} testId="t" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const tags = screen.getAllByTestId('standard-form');
  expect(tags.map((t) => t.textContent)).toEqual(['山药片']);
});
