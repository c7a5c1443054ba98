import { useSyncExternalStore } from 'react';

/** Below this width (antd's `md` breakpoint) the console uses its phone layout. */
export const PHONE_MAX_WIDTH = 767;
const QUERY = `(max-width: ${PHONE_MAX_WIDTH + 0.98}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Whether the viewport is phone-sized. Read synchronously from matchMedia (antd's
 * Grid.useBreakpoint answers only after an effect), so a phone never paints the desktop
 * layout first and then jumps.
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
