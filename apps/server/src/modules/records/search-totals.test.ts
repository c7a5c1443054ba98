import { describe, expect, it } from 'vitest';
import { readWithTotal, SearchTotals } from './search-totals';

/** A page read that counts when asked, after a turn of the event loop, at write version `version`. */
function pageReads(version: () => number, total = 42) {
  const calls = { counted: 0, uncounted: 0 };
  const read = async (counted: boolean) => {
    calls[counted ? 'counted' : 'uncounted']++;
    await new Promise((r) => setImmediate(r));
    return { ids: [1, 2], version: version(), ...(counted ? { total } : {}) };
  };
  return { calls, read };
}

describe('remembered totals', () => {
  it('counts once for requests asking for the same total at once; the others wait and read their page', async () => {
    const totals = new SearchTotals();
    const { calls, read } = pageReads(() => 7);
    const answers = await Promise.all(Array.from({ length: 8 }, () => readWithTotal(totals, 'k', read, async () => 7)));
    expect(calls.counted).toBe(1);
    expect(calls.uncounted).toBe(7);
    expect(answers.every((a) => a.total === 42)).toBe(true);
    expect(totals.counting.size).toBe(0);
  });

  it('counts again when the count could not be kept (a write in progress), and after a failed count', async () => {
    const totals = new SearchTotals();
    const { calls, read } = pageReads(() => 7);
    // quiet() null: a write was in progress, so the first count is not remembered and the waiters count.
    await Promise.all([
      readWithTotal(totals, 'k', read, async () => null),
      readWithTotal(totals, 'k', read, async () => 7),
    ]);
    expect(calls.counted).toBe(2);
    let fail = true;
    const flaky = async (counted: boolean) => {
      if (fail) {
        fail = false;
        throw new Error('connection lost');
      }
      return { ids: [], version: 9, ...(counted ? { total: 3 } : {}) };
    };
    const [first, second] = await Promise.allSettled([
      readWithTotal(totals, 'j', flaky, async () => 9),
      readWithTotal(totals, 'j', flaky, async () => 9),
    ]);
    expect(first.status).toBe('rejected');
    expect(second).toEqual({ status: 'fulfilled', value: { ids: [], version: 9, total: 3 } });
    expect(totals.counting.size).toBe(0);
  });

  it('uses a remembered total only at its version', async () => {
    const totals = new SearchTotals();
    let version = 7;
    const { calls, read } = pageReads(() => version);
    await readWithTotal(totals, 'k', read, async () => version);
    expect((await readWithTotal(totals, 'k', read, async () => version)).total).toBe(42);
    expect(calls).toEqual({ counted: 1, uncounted: 1 });
    version = 8;
    await readWithTotal(totals, 'k', read, async () => version);
    expect(calls).toEqual({ counted: 2, uncounted: 2 });
  });
});
