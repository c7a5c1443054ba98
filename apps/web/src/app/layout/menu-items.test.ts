import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, type AppRoute } from '@yaoshi/contracts/route-table';
import { TABLE_ROUTES } from '@/lib/routes';
import { buildMenuItems } from './menu-items';

const t = ((key: string) => key) as unknown as TFunction;

interface Item {
  key?: unknown;
  children?: Item[];
}

/** Every key of the menu, groups and leaves. */
function keysOf(items: Item[]): string[] {
  return items.flatMap((item) => [String(item.key), ...keysOf(item.children ?? [])]);
}

const TEMPLATE_PATHS = [
  '/form/step',
  '/form/group',
  '/profile/basic',
  '/result/success',
  '/result/error',
  '/exception/403',
  '/exception/404',
  '/exception/500',
];
const TEMPLATE_GROUPS = ['form', 'profile', 'result', 'exception'];

describe('buildMenuItems', () => {
  it.each(['admin', 'user', ''] as const)('offers role %j no template page and no outside link', (role) => {
    const keys = keysOf(buildMenuItems(APP_ROUTES, role, t) as Item[]);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of [...TEMPLATE_PATHS, ...TEMPLATE_GROUPS]) expect(keys).not.toContain(key);
    expect(keys.filter((key) => !key.startsWith('/') && !APP_ROUTES.some((r) => r.name === key))).toEqual([]);
  });

  it("keeps the curator's real work in the menu", () => {
    const keys = keysOf(buildMenuItems(APP_ROUTES, 'admin', t) as Item[]);
    for (const path of ['/formList/matter-list', '/list/search-table', '/list/standards', '/user/people'])
      expect(keys).toContain(path);
  });

  it('keeps the template pages reachable by their paths', () => {
    const paths = TABLE_ROUTES.map((r) => r.fullPath);
    for (const path of TEMPLATE_PATHS) expect(paths).toContain(path);
  });

  it('links nowhere outside the product, even when the server menu carries a link', () => {
    expect(APP_ROUTES.filter((r) => r.href)).toEqual([]);
    const outside: AppRoute = {
      name: 'elsewhere',
      path: '/elsewhere',
      href: 'https://example.org',
      meta: { locale: 'menu.elsewhere', requiresAuth: false },
    };
    expect(buildMenuItems([outside], 'admin', t)).toEqual([]);
  });
});
