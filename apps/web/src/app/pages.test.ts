import { describe, expect, it } from 'vitest';
import { APP_ROUTES, type AppRoute } from '@yaoshi/contracts';
import { PAGE_IMPORTERS } from './pages';

function names(routes: AppRoute[]): string[] {
  return routes.flatMap((r) => (r.href ? [] : r.children?.length ? names(r.children) : [r.name]));
}

describe('page map', () => {
  it('has a lazy page for every route of the table and the base routes', () => {
    const missing = [...names(APP_ROUTES), 'login', 'notFound', 'Redirect'].filter((n) => !PAGE_IMPORTERS[n]);
    expect(missing).toEqual([]);
  });

  it('every page module has a default export', async () => {
    for (const [name, load] of Object.entries(PAGE_IMPORTERS)) {
      const mod = await load();
      expect(typeof mod.default, name).toBe('function');
    }
  }, 60_000);
});
