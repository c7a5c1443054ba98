import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { isLoggedIn } from '@/lib/auth-token';
import { setRouteEmitter } from '@/lib/route-listener';
import { useSettingsStore } from '@/stores/settings';
import { useUserStore } from '@/stores/user';
import { preloadPage } from '../pages';
import { PAGE_DATA_ROUTES } from '../page-data-routes';
import type { RouteRecord } from '@/lib/routes';
import { runGuards, type GuardContext } from './guards';

/** The guards wired to the real stores. */
export const storeGuardContext: GuardContext = {
  publish: setRouteEmitter,
  hasToken: isLoggedIn,
  role: () => useUserStore.getState().role,
  loadInfo: () => useUserStore.getState().loadInfo(),
  logout: () => useUserStore.getState().logout(),
  menuFromServer: () => useSettingsStore.getState().menuFromServer,
  serverMenu: () => useSettingsStore.getState().serverMenu,
  fetchServerMenu: () => useSettingsStore.getState().fetchServerMenu(),
  isTransient: (err) => err instanceof ApiError && (err.kind === 'network' || (err.status ?? 0) >= 500),
};

export interface GuardData {
  notFound: boolean;
}

/**
 * A macrotask turn: the router's first navigation (creating the router, matching ~60 routes)
 * and the guards (user info request, page chunk preload) then run as two short tasks instead of
 * one long one that holds up input on a phone (Lighthouse TBT). One timer turn per navigation.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Every leaf route's loader: runs the guards on each navigation, then starts the page's first
 * query (page-data.ts) and preloads the page's chunk, so the progress bar covers both and the
 * page appears without a flash of fallback.
 * A route the server menu does not list renders the not-found page in place (the address
 * stays, so the person sees what they asked for).
 */
export function guardLoader(record: RouteRecord, ctx: GuardContext = storeGuardContext) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<GuardData> => {
    await nextTask();
    // The prefetch's own chunk downloads while the guards run (they may wait for the user info).
    const pageData = PAGE_DATA_ROUTES.has(record.name) ? import('../page-data') : undefined;
    // Never an unhandled rejection when a guard redirects first; the page then asks for itself.
    pageData?.catch(() => undefined);
    const url = new URL(request.url);
    const decision = await runGuards(
      {
        name: record.name,
        meta: record.meta,
        path: url.pathname,
        fullPath: url.pathname + url.search,
        query: Object.fromEntries(url.searchParams),
        params: { ...params },
      },
      ctx,
    );
    if (decision.type === 'redirect') throw redirect(decision.to);
    const notFound = decision.type === 'notFound';
    // The page's first data and its chunk load side by side, not one after the other. The
    // prefetch is a chunk of its own (the queries it starts live with the pages' code, which the
    // entry does not carry); if it fails to load, the page asks for its data itself.
    if (!notFound && pageData)
      void pageData
        .then((m) => m.prefetchPageData(record.name, { params, search: url.searchParams }))
        .catch(() => undefined);
    await preloadPage(notFound ? 'notFound' : record.name);
    return { notFound };
  };
}
