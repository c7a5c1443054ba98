// First: zod, loaded later by record pages, must find its switch set (see the file).
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { antdStylesheetReady } from './lib/antd-stylesheet';
import { initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import './styles/global.css';
import App from './app/App';

// The first navigation (guards, user info, page chunk) shows the same progress bar.
// The default template carries role="bar", which is not an ARIA role (axe: aria-roles).
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar"><div class="peg"></div></div>',
  barSelector: '.bar',
});
// A task of its own: starting draws the bar and reads its width (a forced style and layout
// pass), which would otherwise lengthen the entry's evaluation task (TBT).
setTimeout(() => NProgress.start());

// Texts and antd's stylesheet first: every screen, dialog and guard message is translated, and
// no component is drawn unstyled. The first render is a transition, so React renders it in
// slices of a few milliseconds instead of one long task that would hold up input (Lighthouse
// TBT); the static first screen of index.html shows meanwhile.
void Promise.all([initI18n(), antdStylesheetReady()]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});

// Installable and offline (production builds only): the shell opens with no network after one visit.
registerServiceWorker();
