import { afterEach, describe, expect, it, vi } from 'vitest';

const apiGet = vi.fn();
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  apiGet: (...args: unknown[]) => apiGet(...args),
}));
const claimFailures = vi.fn();
vi.mock('@/lib/feedback', async (original) => ({
  ...(await original<typeof import('@/lib/feedback')>()),
  claimFailures: () => claimFailures(),
}));
const { prefetchPageData } = await import('./page-data');
const { queryClient } = await import('@/lib/query-client');
const { recordKeys } = await import('@/components/record-kit/record-api');
const { mattersQuery } = await import('@/features/matters/api/list-matters');
const { matterQuery } = await import('@/features/matters/api/get-matter');
const { matterFactReviewsQuery } = await import('@/features/matters/api/fact-reviews');
const { useUserStore } = await import('@/stores/user');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('route data prefetch', () => {
  afterEach(() => {
    queryClient.clear();
    apiGet.mockReset();
    claimFailures.mockReset();
  });

  it('asks for a list as its page will, under the key the page reads', async () => {
    apiGet.mockResolvedValue({ list: [], total: 0 });
    prefetchPageData('MatterList', {
      params: {},
      search: new URLSearchParams('q=枸杞&effect_tag=tonic&current=2&unknown=x'),
    });
    await settle();
    const query = { q: '枸杞', effect_tag: 'tonic', current: 2, pageSize: 10 };
    // The list, and the totals the page shows beside it; a visitor has no saved columns to ask for.
    expect(apiGet.mock.calls.map((c) => c[0])).toEqual(['/api/matters', '/api/fact-reviews/totals']);
    expect(apiGet.mock.calls[0]![1]).toEqual(query);
    expect(mattersQuery(query).queryKey).toEqual(recordKeys.list('matters', query));
    expect(queryClient.getQueryData(recordKeys.list('matters', query))).toEqual({ list: [], total: 0 });
  });

  it('asks for a detail record by the route id, then its review states; nothing for a bad id or another page', async () => {
    apiGet.mockImplementation(async (url: string) => (url === '/api/matters/45' ? { id: 45, updated_at: 7 } : []));
    prefetchPageData('MatterDetail', { params: { id: '45' }, search: new URLSearchParams() });
    prefetchPageData('MatterDetail', { params: { id: 'x' }, search: new URLSearchParams() });
    prefetchPageData('Workplace', { params: {}, search: new URLSearchParams() });
    await settle();
    expect(apiGet.mock.calls.map((c) => c[0])).toEqual(['/api/matters/45', '/api/matters/45/fact-reviews']);
    expect(queryClient.getQueryData(matterQuery(45).queryKey)).toEqual({ id: 45, updated_at: 7 });
    expect(queryClient.getQueryData(matterFactReviewsQuery(45, 7).queryKey)).toEqual([]);
  });

  it("asks for a sample with its sections' records (history, field collection, DNA) under the sections' keys", async () => {
    apiGet.mockResolvedValue(null);
    prefetchPageData('MatterSampleDetail', { params: { id: '531' }, search: new URLSearchParams() });
    await settle();
    expect(apiGet.mock.calls.map((c) => c[0])).toEqual([
      '/api/matter-samples/531',
      '/api/matter-samples/531/transitions',
      '/api/matter-samples/531/field',
      '/api/dna/samples/531',
    ]);
    const { sampleLifecycleQuery } = await import('@/features/samples/api/sample-lifecycle');
    const { sampleFieldQuery } = await import('@/features/field/field-api');
    const { sampleDnaQuery } = await import('@/features/dna/api/dna-api');
    for (const key of [
      sampleLifecycleQuery('matter-samples', 531).queryKey,
      sampleFieldQuery('matter', 531).queryKey,
      sampleDnaQuery(531).queryKey,
    ])
      expect(queryClient.getQueryState(key)?.status, String(key)).toBe('success');
  });

  it("asks for a signed-in person's saved columns of the list too", async () => {
    apiGet.mockResolvedValue({ list: [], total: 0 });
    useUserStore.setState({ role: 'admin' });
    prefetchPageData('ProductList', { params: {}, search: new URLSearchParams() });
    await settle();
    useUserStore.setState({ role: '' });
    expect(apiGet.mock.calls.map((c) => c[0])).toEqual([
      '/api/products',
      '/api/user/preferences/list-columns.products',
    ]);
  });

  it('asks for nothing while the person must change a temporary password', async () => {
    apiGet.mockResolvedValue({ list: [], total: 0 });
    const info = useUserStore.getState().info;
    useUserStore.setState({ role: 'user', info: { ...info, must_change_password: true } });
    prefetchPageData('MatterList', { params: {}, search: new URLSearchParams() });
    await settle();
    useUserStore.setState({ role: '', info });
    expect(apiGet).not.toHaveBeenCalled();
  });

  it('leaves a failure to the page: its toast is dropped, the page asks again', async () => {
    apiGet.mockRejectedValue(new Error('down'));
    prefetchPageData('ProductList', { params: {}, search: new URLSearchParams() });
    await settle();
    expect(claimFailures).toHaveBeenCalledTimes(1);
    const state = queryClient.getQueryState(recordKeys.list('products', { current: 1, pageSize: 10 }));
    expect(state?.status).toBe('error');
  });
});

describe('routes with first queries', () => {
  it('are the routes the guard loader fetches the prefetch chunk for', async () => {
    const { pageDataRoutes } = await import('./page-data');
    const { PAGE_DATA_ROUTES } = await import('./page-data-routes');
    expect([...PAGE_DATA_ROUTES].sort()).toEqual(pageDataRoutes().sort());
  });
});
