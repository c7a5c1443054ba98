import {
  APP_ROUTES,
  routeAllowed,
  routesForRole,
  WHITE_LIST,
  type AppRoute,
  type RouteMeta,
} from '@yaoshi/contracts/route-table';
import { type Role } from '@yaoshi/contracts/role-names';
import type { RouteChange } from '@/lib/route-listener';
import { firstPermittedPath, menuContains, type RouteRecord } from '@/lib/routes';
import { loginPathFor } from '@/lib/login-redirect';

export interface GuardTarget extends RouteChange {
  meta: RouteMeta;
}

export type GuardDecision = { type: 'pass' } | { type: 'redirect'; to: string } | { type: 'notFound' };

/** Everything the guards read or do, injected so each branch can be tested alone. */
export interface GuardContext {
  publish: (route: RouteChange) => void;
  hasToken: () => boolean;
  role: () => Role | '';
  loadInfo: () => Promise<void>;
  logout: () => Promise<void>;
  menuFromServer: () => boolean;
  serverMenu: () => AppRoute[];
  fetchServerMenu: () => Promise<unknown>;
  /** Failures that say nothing about the session (server unreachable): not a reason to log out. */
  isTransient: (err: unknown) => boolean;
  /** The routable pages (default: the whole table); the fallback route is looked up here. */
  table?: RouteRecord[];
}

/**
 * Always let through with a server menu: the spec's whitelist, plus the technical
 * redirect route (it only forwards to a route that is guarded itself).
 */
export const GUARD_WHITE_LIST = [...WHITE_LIST, 'Redirect'];

const PASS: GuardDecision = { type: 'pass' };
const NOT_FOUND: GuardDecision = { type: 'notFound' };

/**
 * SPEC §6 step 2. Beyond the letter of the spec, an open route with a token but no role
 * also runs the info step, so a reload on an open page still shows the signed-in user;
 * there a failed info step only ends the stale session, the page stays open.
 */
export async function loginGuard(to: GuardTarget, ctx: GuardContext): Promise<GuardDecision | null> {
  const open = to.meta.requiresAuth === false;
  if (!ctx.hasToken()) return open ? null : { type: 'redirect', to: loginPathFor(to) };
  if (ctx.role()) return null;
  try {
    await ctx.loadInfo();
    return null;
  } catch (err) {
    if (ctx.isTransient(err)) {
      if (open) return null;
      throw err; // the route's error page offers a retry; the session is kept
    }
    await ctx.logout();
    return open ? null : { type: 'redirect', to: loginPathFor(to) };
  }
}

/** SPEC §6 step 3. */
export async function permissionGuard(to: GuardTarget, ctx: GuardContext): Promise<GuardDecision> {
  const role = ctx.role();
  const allowed = routeAllowed(to.meta, role);
  if (!ctx.menuFromServer()) {
    if (allowed) return PASS;
    const first = firstPermittedPath(role, ctx.table);
    return first ? { type: 'redirect', to: first } : NOT_FOUND;
  }
  if (GUARD_WHITE_LIST.includes(to.name)) return allowed ? PASS : NOT_FOUND;
  let menu: AppRoute[];
  if (ctx.hasToken()) {
    if (!ctx.serverMenu().length) {
      try {
        await ctx.fetchServerMenu();
      } catch {
        // The notice already told the user; without a menu nothing but the whitelist opens.
      }
    }
    menu = ctx.serverMenu();
  } else {
    // The menu endpoint needs a session; a visitor's menu is what the server would list
    // for no role: the open part of the table.
    menu = routesForRole(APP_ROUTES, '');
  }
  return menuContains(menu, to.name) && allowed ? PASS : NOT_FOUND;
}

/** SPEC §6: publish, then the login guard, then the permission guard. */
export async function runGuards(to: GuardTarget, ctx: GuardContext): Promise<GuardDecision> {
  ctx.publish({ name: to.name, fullPath: to.fullPath, path: to.path, query: to.query, params: to.params });
  const login = await loginGuard(to, ctx);
  if (login) return login;
  return permissionGuard(to, ctx);
}
