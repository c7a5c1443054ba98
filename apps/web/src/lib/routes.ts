import { generatePath } from 'react-router';
import {
  APP_ROUTES,
  DEFAULT_ROUTE_NAME,
  DEFAULT_ROUTE_PATH,
  routeAllowed,
  type AppRoute,
  type RouteMeta,
} from '@yaoshi/contracts/route-table';
import { type Role } from '@yaoshi/contracts/role-names';

/** One routable page: its name, absolute path pattern and effective meta. */
export interface RouteRecord {
  name: string;
  /** Absolute pattern, e.g. "/formList/matter-detail/:id". */
  fullPath: string;
  meta: RouteMeta;
  /** Name of the menu group it belongs to. */
  parent?: string;
}

/** What each matched leaf route carries in `handle` (read with useMatches). */
export interface RouteHandle {
  name: string;
  meta: RouteMeta;
}

// Base routes of SPEC §2 that are not part of the menu table.
export const LOGIN_ROUTE: RouteRecord = {
  name: 'login',
  fullPath: '/login',
  meta: { requiresAuth: false, hideInMenu: true, locale: 'menu.login' },
};
export const REDIRECT_ROUTE: RouteRecord = {
  name: 'Redirect',
  fullPath: '/redirect/:path',
  meta: { requiresAuth: false, hideInMenu: true, locale: 'menu.redirect' },
};
export const NOT_FOUND_ROUTE: RouteRecord = {
  name: 'notFound',
  fullPath: '*',
  meta: { requiresAuth: false, hideInMenu: true, locale: 'menu.notFound' },
};

export function byOrder(a: AppRoute, b: AppRoute): number {
  return (a.meta.order ?? Number.MAX_SAFE_INTEGER) - (b.meta.order ?? Number.MAX_SAFE_INTEGER);
}

function join(parent: string, child: string): string {
  return child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`;
}

/**
 * Routable leaves of the table in menu order. A child's meta is laid over its group's
 * (as the router the spec describes merges matched meta), so a child without its own
 * role list inherits the group's.
 */
export function flattenRoutes(routes: AppRoute[] = APP_ROUTES): RouteRecord[] {
  const out: RouteRecord[] = [];
  const walk = (list: AppRoute[], parentPath: string, parentMeta?: RouteMeta, parent?: string) => {
    for (const r of [...list].sort(byOrder)) {
      if (r.href) continue;
      const fullPath = join(parentPath, r.path);
      const meta: RouteMeta = parentMeta ? { ...parentMeta, ...r.meta } : r.meta;
      if (r.children?.length) walk(r.children, fullPath, meta, r.name);
      else out.push({ name: r.name, fullPath, meta, parent });
    }
  };
  walk(routes, '/');
  return out;
}

export const TABLE_ROUTES = flattenRoutes();
const ALL_RECORDS = [...TABLE_ROUTES, LOGIN_ROUTE, REDIRECT_ROUTE, NOT_FOUND_ROUTE];

export function findRoute(name: string): RouteRecord | undefined {
  return ALL_RECORDS.find((r) => r.name === name);
}

/** Path of a named route, or undefined if the name is unknown or a parameter is missing. */
export function pathForName(name: string, params: Record<string, string> = {}): string | undefined {
  const record = TABLE_ROUTES.find((r) => r.name === name) ?? (name === LOGIN_ROUTE.name ? LOGIN_ROUTE : undefined);
  if (!record) return undefined;
  try {
    return generatePath(record.fullPath, params);
  } catch {
    return undefined;
  }
}

/** SPEC §6: the first route (menu order) the role may open; hidden and parameterised ones are skipped. */
export function firstPermittedPath(role: Role | '', table: RouteRecord[] = TABLE_ROUTES): string | undefined {
  return table.find((r) => !r.meta.hideInMenu && !r.fullPath.includes(':') && routeAllowed(r.meta, role))?.fullPath;
}

/** Whether a (server) menu tree contains a route name anywhere. */
export function menuContains(menu: AppRoute[], name: string): boolean {
  return menu.some((r) => r.name === name || (r.children ? menuContains(r.children, name) : false));
}

export const DEFAULT_ROUTE = { name: DEFAULT_ROUTE_NAME, path: DEFAULT_ROUTE_PATH };

/** The /redirect/:path address that re-enters a page (used to reload it from the tab bar). */
export function redirectPathFor(fullPath: string): string {
  const [path = '', query] = fullPath.split('?');
  return `/redirect/${encodeURIComponent(path.replace(/^\/+/, ''))}${query ? `?${query}` : ''}`;
}
