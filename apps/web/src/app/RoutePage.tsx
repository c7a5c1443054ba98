import { Suspense } from 'react';
import { useLoaderData, useLocation, useMatches } from 'react-router';
import type { GuardData } from './guards/guard-loader';
import { PAGES } from './pages';
import { canOpen } from '@/lib/permission';
import { LOGIN_ROUTE, REDIRECT_ROUTE, type RouteHandle } from '@/lib/routes';
import { RouteSkeleton } from './RouteSkeleton';
import { useUserStore } from '@/stores/user';

const OUTSIDE_LAYOUT = new Set([LOGIN_ROUTE.name, REDIRECT_ROUTE.name]);

/**
 * Renders the lazy page of a route, or the not-found page when the guard said so.
 * No keep-alive: leaving a page unmounts it. Pages flagged ignoreCache are also keyed by
 * navigation, so revisiting the same route with other parameters always remounts them.
 * A page the signed-in role may not open renders nothing: right after a role switch the page
 * is left by the guards a moment later, and must not ask the server for anything meanwhile.
 * While a page's chunk loads, a skeleton holds its place (the login page, outside the layout,
 * keeps its own blank start).
 */
export function RoutePage({ name }: { name: string }) {
  const data = useLoaderData() as GuardData | undefined;
  const location = useLocation();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const role = useUserStore((s) => s.role);
  if (!data?.notFound && role && handle && !canOpen(handle.meta, role)) return null;
  const Page = data?.notFound ? PAGES.notFound : PAGES[name];
  if (!Page) return null;
  return (
    <Suspense fallback={OUTSIDE_LAYOUT.has(name) ? null : <RouteSkeleton />}>
      <Page key={handle?.meta.ignoreCache ? location.key : undefined} />
    </Suspense>
  );
}
