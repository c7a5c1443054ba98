import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BulkResult } from '@yaoshi/contracts';

const apiPost = vi.fn();
vi.mock('@/lib/api-client', () => ({ apiPost: (...args: unknown[]) => apiPost(...args) }));
const { canExportSelected, keptAfter, runBulk } = await import('./bulk-api');

const answer = (ids: number[], blocked: number[] = []): BulkResult => ({
  action: 'delete',
  done: ids.filter((id) => !blocked.includes(id)),
  unchanged: [],
  missing: [],
  blocked: blocked.map((id) => ({ id, label: `#${id}`, references: [], message: 'x' })),
  failed: [],
});

describe('bulk api', () => {
  afterEach(() => apiPost.mockReset());

  it('sends 500 ids per request and adds the answers up', async () => {
    apiPost.mockImplementation(async (_url: string, body: { ids: number[] }) =>
      answer(
        body.ids,
        [7, 777].filter((id) => body.ids.includes(id)),
      ),
    );
    const ids = Array.from({ length: 1201 }, (_, i) => i + 1);
    const r = await runBulk('matters', 'delete', ids);
    expect(apiPost).toHaveBeenCalledTimes(3);
    expect(apiPost.mock.calls.map((c) => (c[1] as { ids: number[] }).ids.length)).toEqual([500, 500, 201]);
    expect(apiPost.mock.calls[0]![0]).toBe('/api/matters/bulk');
    expect(r.done).toHaveLength(1199);
    expect(keptAfter(r)).toEqual([7, 777]);
  });

  it('stops at the first refused request (the client has told the person)', async () => {
    apiPost.mockRejectedValueOnce(new Error('forbidden'));
    await expect(runBulk('products', 'offline', [1, 2])).rejects.toThrow('forbidden');
  });

  it('lets everyone export the selected rows of a list they can read', () => {
    for (const path of ['matters', 'products', 'regulations'] as const) {
      expect(canExportSelected(path, false)).toBe(true);
      expect(canExportSelected(path, true)).toBe(true);
    }
    for (const path of ['matter-samples', 'product-samples', 'reports'] as const) {
      expect(canExportSelected(path, false)).toBe(false);
      expect(canExportSelected(path, true)).toBe(true);
    }
  });
});
