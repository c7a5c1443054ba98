import { describe, expect, it } from 'vitest';
import { HOME_PATH, type AppRoute } from '@yaoshi/contracts/route-table';
import { flattenRoutes } from '@/lib/routes';
import { breadcrumbsFor, HOME_CRUMB_LOCALE } from './breadcrumbs';

describe('breadcrumbsFor', () => {
  it('puts a detail page under its group and its list, both linked', () => {
    expect(breadcrumbsFor('MatterSampleDetail', 'user')).toEqual([
      { locale: HOME_CRUMB_LOCALE, path: HOME_PATH },
      { locale: 'menu.matterSample', path: '/matterSample/matter-sample-list' },
      { locale: 'menu.matterSample.list', path: '/matterSample/matter-sample-list' },
      { locale: 'menu.matterSample.detail' },
    ]);
  });

  it('does not link the step that leads to the page shown', () => {
    expect(breadcrumbsFor('MatterList', '')).toEqual([
      { locale: HOME_CRUMB_LOCALE, path: undefined },
      { locale: 'menu.matter', path: undefined },
      { locale: 'menu.matter.list' },
    ]);
    expect(breadcrumbsFor('Monitor', 'admin')[1]).toEqual({ locale: 'menu.dashboard', path: '/dashboard/workplace' });
  });

  it('leads a group to the first page the role may open', () => {
    // "a" is for admins: a researcher's group leads to "b".
    const groups: AppRoute[] = [
      {
        name: 'g',
        path: '/g',
        meta: { locale: 'g', requiresAuth: true },
        children: [
          { name: 'A', path: 'a', meta: { locale: 'a', requiresAuth: true, roles: ['admin'] } },
          { name: 'B', path: 'b', meta: { locale: 'b', requiresAuth: true, roles: ['*'] } },
          { name: 'C', path: 'c', meta: { locale: 'c', requiresAuth: true, roles: ['*'] } },
        ],
      },
    ];
    const table = flattenRoutes(groups);
    expect(breadcrumbsFor('C', 'user', table, groups)[1]).toEqual({ locale: 'g', path: '/g/b' });
    expect(breadcrumbsFor('C', 'admin', table, groups)[1]).toEqual({ locale: 'g', path: '/g/a' });
  });

  it('does not link the group of a template page, which has no page in the menu', () => {
    expect(breadcrumbsFor('500', 'admin')[1]).toEqual({ locale: 'menu.exception', path: undefined });
    expect(breadcrumbsFor('Step', 'admin')[1]).toEqual({ locale: 'menu.form', path: undefined });
  });

  it('keeps a hidden page without parameters directly under its group', () => {
    expect(breadcrumbsFor('MessageCenter', 'user').map((c) => c.locale)).toEqual([
      HOME_CRUMB_LOCALE,
      'menu.user',
      'menu.user.messages',
    ]);
  });

  it('says not found for a route outside the table', () => {
    expect(breadcrumbsFor(undefined, 'admin')).toEqual([
      { locale: HOME_CRUMB_LOCALE, path: HOME_PATH },
      { locale: 'menu.notFound' },
    ]);
  });
});
