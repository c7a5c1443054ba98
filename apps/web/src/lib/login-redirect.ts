import { DEFAULT_ROUTE_PATH } from '@yaoshi/contracts/route-table';
import { pathForName } from './routes';

/** Query keys the login URL uses itself; everything else is the target's own query. */
export const REDIRECT_KEY = 'redirect';
export const REDIRECT_PARAMS_KEY = 'redirectParams';

export interface RedirectSource {
  name: string;
  query: Record<string, string>;
  params: Record<string, string | undefined>;
}

/**
 * SPEC §6: the login URL keeps the target's name and query. Path parameters (detail
 * pages) cannot be rebuilt from a name alone, so they travel as JSON in redirectParams.
 */
export function loginPathFor(to: RedirectSource): string {
  const search = new URLSearchParams({ [REDIRECT_KEY]: to.name });
  const params = Object.fromEntries(Object.entries(to.params).filter(([k, v]) => k !== '*' && v !== undefined));
  if (Object.keys(params).length) search.set(REDIRECT_PARAMS_KEY, JSON.stringify(params));
  for (const [k, v] of Object.entries(to.query)) if (k !== REDIRECT_KEY && k !== REDIRECT_PARAMS_KEY) search.set(k, v);
  return `/login?${search.toString()}`;
}

/** Where to go after signing in: the kept target, else the default route. */
export function afterLoginPath(search: URLSearchParams): string {
  const name = search.get(REDIRECT_KEY);
  let params: Record<string, string> = {};
  try {
    const raw = search.get(REDIRECT_PARAMS_KEY);
    if (raw) params = JSON.parse(raw) as Record<string, string>;
  } catch {
    params = {};
  }
  const path = name && name !== 'login' ? pathForName(name, params) : undefined;
  if (!path) return DEFAULT_ROUTE_PATH;
  const rest = new URLSearchParams();
  for (const [k, v] of search) if (k !== REDIRECT_KEY && k !== REDIRECT_PARAMS_KEY) rest.append(k, v);
  const query = rest.toString();
  return query ? `${path}?${query}` : path;
}
