import { APP_ROUTES, HOME_PATH, routeAllowed, type AppRoute } from '@yaoshi/contracts/route-table';
import type { Role } from '@yaoshi/contracts/role-names';
import { NOT_FOUND_ROUTE, TABLE_ROUTES, type RouteRecord } from '@/lib/routes';

/** One step of the trail: an i18n key, and where it leads (absent: not a link). */
export interface Crumb {
  locale: string;
  path?: string;
}

export const HOME_CRUMB_LOCALE = 'breadcrumb.home';

/** The first page of a group the role may open, without parameters and not hidden from the menu. */
function firstPageOf(group: string, role: Role | '', table: RouteRecord[]): RouteRecord | undefined {
  return table.find(
    (r) => r.parent === group && !r.meta.hideInMenu && !r.fullPath.includes(':') && routeAllowed(r.meta, role),
  );
}

/**
 * The breadcrumb trail of a page, from the route table: home, the menu group (leading to its
 * first page), for a detail page its list, then the page itself. A step that would lead to
 * the page being shown is not a link. Unknown routes (the not-found page) are home › not found.
 */
export function breadcrumbsFor(
  routeName: string | undefined,
  role: Role | '',
  table: RouteRecord[] = TABLE_ROUTES,
  groups: AppRoute[] = APP_ROUTES,
): Crumb[] {
  const record = table.find((r) => r.name === routeName);
  if (!record) return [{ locale: HOME_CRUMB_LOCALE, path: HOME_PATH }, { locale: NOT_FOUND_ROUTE.meta.locale }];
  const here = record.fullPath;
  const link = (path: string | undefined) => (path && path !== here ? path : undefined);
  const trail: Crumb[] = [{ locale: HOME_CRUMB_LOCALE, path: link(HOME_PATH) }];
  const group = groups.find((g) => g.name === record.parent);
  if (group) {
    const first = record.parent ? firstPageOf(record.parent, role, table) : undefined;
    trail.push({ locale: group.meta.locale, path: link(first?.fullPath) });
    // A record's page (":id") sits under its list, the group's first page.
    if (first && here.includes(':')) trail.push({ locale: first.meta.locale, path: first.fullPath });
  }
  trail.push({ locale: record.meta.locale });
  return trail;
}
