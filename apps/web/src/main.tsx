// First: zod, loaded later by record pages, must find its switch set (see the file).
import './lib/zod-jitless';
import { createRoot } from 'react-dom/client';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { antdStylesheetReady } from './lib/antd-stylesheet';
import { initI18n } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import './styles/global.css';

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

// The console's code (antd, the router, the data layer) is a chunk of its own, asked for at once
// beside the texts: the browser runs its modules in a task of their own, and React's (with the
// entry) in another, instead of all in one long task that holds up input on a phone (TBT).
const consoleCode = import('./app/mount');

// Texts and antd's stylesheet first: every screen, dialog and guard message is translated, and
// no component is drawn unstyled. The router and the first render start one task later, not
// inside the task that loaded the last of them.
void Promise.all([consoleCode, initI18n(), antdStylesheetReady()]).then(([{ mountConsole }]) =>
  setTimeout(() => mountConsole(createRoot(document.getElementById('root')!))),
);

// Installable and offline (production builds only): the shell opens with no network after one visit.
registerServiceWorker();
