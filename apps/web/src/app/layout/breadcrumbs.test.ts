import { describe, expect, it } from 'vitest';
import { HOME_PATH } from '@yaoshi/contracts/route-table';
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
    // 403 is for admins: a researcher's exception group leads to 404.
    expect(breadcrumbsFor('500', 'user')[1]).toEqual({ locale: 'menu.exception', path: '/exception/404' });
    expect(breadcrumbsFor('500', 'admin')[1]).toEqual({ locale: 'menu.exception', path: '/exception/403' });
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
