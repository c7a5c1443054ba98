import { createHashRouter, redirect, type RouteObject } from 'react-router';
import { APP_ROUTES, HOME_PATH, type AppRoute } from '@yaoshi/contracts/route-table';
import { guardLoader } from './guards/guard-loader';
import RootShell from './RootShell';
import RouteErrorPage from './RouteErrorPage';
import { RoutePage } from './RoutePage';
import { RouteSkeleton } from './RouteSkeleton';
import {
  byOrder,
  LOGIN_ROUTE,
  NOT_FOUND_ROUTE,
  REDIRECT_ROUTE,
  TABLE_ROUTES,
  type RouteHandle,
  type RouteRecord,
} from '@/lib/routes';

function leaf(record: RouteRecord, path: string): RouteObject {
  return {
    path,
    loader: guardLoader(record),
    element: <RoutePage name={record.name} />,
    handle: { name: record.name, meta: record.meta } satisfies RouteHandle,
  };
}

/** One route group of the table (e.g. /formList) with its pages; the bare group path opens its first page. */
function group(route: AppRoute): RouteObject {
  const records = TABLE_ROUTES.filter((r) => r.parent === route.name);
  const first = records.find((r) => !r.fullPath.includes(':'));
  return {
    path: route.path,
    children: [
      ...(first ? [{ index: true, loader: () => redirect(first.fullPath), element: null }] : []),
      ...records.map((r) => leaf(r, r.fullPath.slice(route.path.length + 1))),
    ],
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    // The first navigation (guards, user info, layout and page chunks) shows the progress bar
    // and, inside the console, the shape of a page rather than a blank screen.
    HydrateFallback: () =>
      /^#\/(login|redirect)\b/.test(window.location.hash) ? (
        <div className="app-loading" aria-busy="true" />
      ) : (
        <RouteSkeleton shell />
      ),
    children: [
      // element null: the redirect leaves before anything renders; without one the router warns that
      // the matched leaf route has no element.
      { path: '/', loader: () => redirect(HOME_PATH), element: null },
      leaf(LOGIN_ROUTE, LOGIN_ROUTE.fullPath),
      leaf(REDIRECT_ROUTE, REDIRECT_ROUTE.fullPath),
      {
        // The layout is its own chunk: the login page does not need it.
        lazy: async () => ({ Component: (await import('./layout/DefaultLayout')).default }),
        errorElement: <RouteErrorPage />,
        children: [
          ...[...APP_ROUTES]
            .sort(byOrder)
            .filter((r) => !r.href && r.children?.length)
            .map(group),
          leaf(NOT_FOUND_ROUTE, NOT_FOUND_ROUTE.fullPath),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createHashRouter(routes);
}
