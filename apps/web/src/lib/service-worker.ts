/**
 * The service worker (sw.js, made by vite-plugin-pwa at build time): registered in production
 * builds only, after the page has loaded, so it never competes with the first screen. A new
 * version installs in the background and waits; `onUpdateReady` listeners offer it, and
 * `applyUpdate` switches to it and reloads.
 */
type Listener = () => void;

let apply: (() => void) | null = null;
const listeners = new Set<Listener>();

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = async () => {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => {
      apply = () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      };
      for (const l of listeners) l();
    });
    await wb.register();
  };
  if (document.readyState === 'complete') void start().catch(() => undefined);
  else window.addEventListener('load', () => void start().catch(() => undefined), { once: true });
}

/** Calls `fn` when a new version is ready (at once if one already is); returns the unsubscribe. */
export function onUpdateReady(fn: Listener): () => void {
  listeners.add(fn);
  if (apply) fn();
  return () => listeners.delete(fn);
}

export function applyUpdate(): void {
  apply?.();
}
