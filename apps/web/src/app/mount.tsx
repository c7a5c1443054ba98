import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import App from './App';
import { createAppRouter } from './router';

/**
 * Draws the console into the page's React root. The router comes first, in the caller's task:
 * its routes converted and ranked and its first navigation started (the guards, the page's data
 * and chunk; its messages need the texts, which main.tsx has loaded). React's first render is a
 * transition, so React renders it later in slices of a few milliseconds instead of one long task
 * that would hold up input (Lighthouse TBT); the static first screen of index.html shows meanwhile.
 */
export function mountConsole(root: Root): void {
  const router = createAppRouter();
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}
