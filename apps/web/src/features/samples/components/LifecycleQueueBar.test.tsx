import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { LabQueue as LabQueueData } from '@yaoshi/contracts';
import { LabQueueBar } from './LifecycleQueueBar';

const researcher: LabQueueData = {
  role: 'user',
  items: [
    { kind: 'matter', state: 'registered', count: 446 },
    { kind: 'matter', state: 'received', count: 456 },
    { kind: 'matter', state: 'testing', count: 0 },
    { kind: 'product', state: 'registered', count: 12 },
    { kind: 'product', state: 'received', count: 7 },
    { kind: 'product', state: 'testing', count: 3 },
  ],
};

function renderWith(data: LabQueueData | undefined, ui: React.ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, enabled: false } },
  });
  if (data) client.setQueryData(['sample-lifecycle', 'queue'], data);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('LabQueueBar (above the sample lists)', () => {
  afterEach(cleanup);

  it('shows a researcher both kinds, each count linking to its list filtered by state', () => {
    renderWith(researcher, <LabQueueBar kind="matter" state="received" />);
    expect(screen.getByTestId('lifecycle-queue-bar')).toBeTruthy();
    const received = screen.getByTestId('lifecycle-queue-matter-received');
    expect(received.getAttribute('href')).toBe('/matterSample/matter-sample-list?state=received');
    expect(received.textContent).toContain('456');
    expect(received.getAttribute('aria-current')).toBe('true');
    const product = screen.getByTestId('lifecycle-queue-product-testing');
    expect(product.getAttribute('href')).toBe('/productSampleList/product-sample-list?state=testing');
    expect(product.textContent).toContain('3');
    expect(product.getAttribute('aria-current')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(6);
  });

  it("shows a verifier's samples to verify, none marked current without a list (My work)", () => {
    const verifier: LabQueueData = {
      role: 'user',
      items: [...researcher.items, { kind: 'matter', state: 'to_verify', count: 5 }],
    };
    renderWith(verifier, <LabQueueBar />);
    const toVerify = screen.getByTestId('lifecycle-queue-matter-to_verify');
    expect(toVerify.getAttribute('href')).toBe('/matterSample/matter-sample-list?state=to_verify');
    expect(toVerify.textContent).toContain('5');
    expect(screen.getAllByRole('link').every((l) => l.getAttribute('aria-current') === null)).toBe(true);
  });

  it('renders nothing until the counts are there', () => {
    renderWith(undefined, <LabQueueBar kind="product" />);
    expect(screen.queryByTestId('lifecycle-queue-bar')).toBeNull();
  });
});
