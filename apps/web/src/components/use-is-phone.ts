import { useSyncExternalStore } from 'react';

/** Below this width (antd's `md` breakpoint) the console uses its phone layout. */
export const PHONE_MAX_WIDTH = 767;

/** One subscription function per media query, so React keeps its subscription across renders. */
const subscribers = new Map<string, (onChange: () => void) => () => void>();
function subscriberOf(query: string) {
  let subscribe = subscribers.get(query);
  if (!subscribe) {
    subscribe = (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    };
    subscribers.set(query, subscribe);
  }
  return subscribe;
}

/**
 * Whether the viewport is at most `px` wide. Read synchronously from matchMedia (antd's
 * Grid.useBreakpoint answers only after an effect), so a phone never paints the desktop
 * layout first and then jumps.
 */
export function useMaxWidth(px: number): boolean {
  const query = `(max-width: ${px}px)`;
  return useSyncExternalStore(
    subscriberOf(query),
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Whether the viewport is phone-sized (below antd's `md`). */
export function useIsPhone(): boolean {
  return useMaxWidth(PHONE_MAX_WIDTH + 0.98);
}
