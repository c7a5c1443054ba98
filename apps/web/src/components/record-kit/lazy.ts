import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` for a named export: admin-only and rarely used parts of the list pages
 * (form drawers, the import dialog, delete confirmation, image preview) load on demand,
 * so a visitor's first paint does not carry them (DESIGN §6 budget).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component props
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

/**
 * True from the first time `flag` is true on: a lazy drawer or dialog is mounted when it
 * first opens and then stays mounted, so it can play its closing animation.
 */
export function useLatched(flag: boolean): boolean {
  const [latched, setLatched] = useState(flag);
  if (flag && !latched) setLatched(true);
  return latched || flag;
}
