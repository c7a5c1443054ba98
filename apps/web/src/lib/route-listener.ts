/**
 * SPEC §6 step 1: every navigation is published before the guards decide. Parts of the UI
 * (or later features) subscribe here instead of watching the router themselves;
 * logout removes all listeners (SPEC §4).
 */
export interface RouteChange {
  name: string;
  fullPath: string;
  path: string;
  query: Record<string, string>;
  params: Record<string, string | undefined>;
}

type Handler = (route: RouteChange) => void;

const handlers = new Set<Handler>();
let latest: RouteChange | undefined;

export function setRouteEmitter(route: RouteChange): void {
  latest = route;
  for (const h of handlers) h(route);
}

/** Subscribe; with `immediate` the handler also receives the latest change right away. */
export function listenRouteChange(handler: Handler, immediate = true): () => void {
  handlers.add(handler);
  if (immediate && latest) handler(latest);
  return () => handlers.delete(handler);
}

export function removeRouteListener(): void {
  handlers.clear();
}
