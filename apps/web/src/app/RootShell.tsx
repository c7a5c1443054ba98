import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import NProgress from 'nprogress';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '@/lib/routes';
import { worksOffline } from '@/lib/api-client';
import { UnsavedChangesGuard } from '@/lib/use-unsaved-changes';
import { UpdatePrompt } from '@/components/UpdatePrompt';
import type { GuardData } from './guards/guard-loader';

// The default template carries role="bar", which is not an ARIA role (axe: aria-roles).
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/** SPEC §9: a progress bar (no spinner) while a navigation loads. */
function NavigationProgress() {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') NProgress.done();
    else NProgress.start();
  }, [state]);
  return null;
}

/** SPEC §2: every navigation starts at the top of the page. */
function ScrollToTop() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
  return null;
}

function DocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const last = matches[matches.length - 1];
  const handle = last?.handle as RouteHandle | undefined;
  // A page the guard refused renders the not-found page in place: title it so.
  const notFound = (last?.loaderData as GuardData | undefined)?.notFound === true;
  const locale = notFound ? 'menu.notFound' : handle?.meta.locale;
  useEffect(() => {
    const app = t('common.appTitle');
    document.title = locale ? `${t(locale)} · ${app}` : app;
  }, [locale, t]);
  return null;
}

/**
 * The field screens work with no network: there a lost network opens no dialog (set before the
 * layout's own requests start, which run in passive effects).
 */
function OfflineScreens() {
  const { pathname } = useLocation();
  const field = pathname.startsWith('/field/');
  useLayoutEffect(() => (field ? worksOffline() : undefined), [field]);
  return null;
}

/** The root route: app-wide navigation behaviour around every page. */
export default function RootShell() {
  return (
    <>
      <NavigationProgress />
      <ScrollToTop />
      <DocumentTitle />
      <UnsavedChangesGuard />
      <UpdatePrompt />
      <OfflineScreens />
      <Outlet />
    </>
  );
}
