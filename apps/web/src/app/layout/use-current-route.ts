import { useLocation, useMatches, useParams } from 'react-router';
import type { GuardData } from '../guards/guard-loader';
import type { RouteHandle } from '@/lib/routes';

/** The page the layout currently shows: its route handle, whether the guard refused it, and the address. */
export function useCurrentRoute() {
  const matches = useMatches();
  const location = useLocation();
  const params = useParams();
  const last = matches[matches.length - 1];
  const handle = last?.handle as RouteHandle | undefined;
  const notFound = !handle || (last?.loaderData as GuardData | undefined)?.notFound === true;
  return {
    handle,
    notFound,
    location,
    params,
    fullPath: location.pathname + location.search,
    query: Object.fromEntries(new URLSearchParams(location.search)),
  };
}
