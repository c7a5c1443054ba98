import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { antdStylesheetReady } from './lib/antd-stylesheet';
import { initI18n } from './lib/i18n';
import './styles/global.css';
import App from './app/App';

// zod compiles object parsers with `new Function` where allowed and finds out by trying it; the
// CSP (no 'unsafe-eval') refuses that, and Chromium reports the refusal as an issue (Lighthouse
// Best Practices). `z.config({ jitless: true })` turns that off, but importing zod here would put
// it into the entry chunk: its config object is set where zod reads it (zod/v4/core/core.js).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });

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
