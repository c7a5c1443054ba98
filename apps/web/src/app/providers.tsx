import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import { appTheme } from './theme/app-theme';
import { FONT_FAMILY } from './theme/font';
import { LoadingOutlined } from '@ant-design/icons';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { onFeedbackWanted } from '@/lib/feedback';
import { queryClient } from '@/lib/query-client';
import { useDisplayTimeZoneSync } from '@/lib/use-display-time-zone';
import { useSettingsStore } from '@/stores/settings';

// antd's message, notification and modal code is not needed for the first screen (DESIGN §6).
const FeedbackHost = lazy(() => import('./FeedbackHost'));
const BACKGROUND_LOAD_DELAY_MS = 4000;

/**
 * Mounts <FeedbackHost> as soon as something is to be shown, and otherwise in the background
 * a few seconds after start, when the first screen has normally loaded: a message raised
 * later must show even if the server (which also serves the chunks) has become unreachable.
 */
function LazyFeedbackHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    const stop = onFeedbackWanted(mount);
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      idle = window.requestIdleCallback ? window.requestIdleCallback(mount, { timeout: 2000 }) : undefined;
      if (idle === undefined) mount();
    }, BACKGROUND_LOAD_DELAY_MS);
    return () => {
      stop();
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null;
}

/**
 * A loading icon of our own turns off antd's grow/shrink motion of the button spinner: when a
 * call failed fast (a refused login), the shrink sometimes never finished and the button kept
 * an invisible spinner, so assistive technology still read it as "loading 登录".
 */
const BUTTON_CONFIG = { loadingIcon: <LoadingOutlined /> };

/**
 * antd's component styles come from its prebuilt stylesheet (`antd/dist/antd.css`, linked by
 * index.html, see vite.config.ts) instead of being generated and inserted on the main thread
 * while a screen renders, a large share of the first screen's render time on a phone
 * (Lighthouse TBT). Only the theme's CSS variables (tokens, dark mode, the curator's colour) are
 * still set at run time. Unhashed class names, as in that stylesheet.
 */
const STATIC_STYLES = { zeroRuntime: true, hashed: false } as const;

/** What antd's <App> wrapper gives the page: the theme's text colour, size, line height and font. */
function AppRoot({ children, cssVars }: { children: ReactNode; cssVars: Record<string, string> }) {
  const { token } = theme.useToken();
  return (
    <div
      className="app-root"
      style={{
        ...cssVars,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}

/** SPEC §4: dark sets arco-theme="dark" on body, light removes it; colour-weak inverts the page by 80 %. */
function useDocumentSettings() {
  const dark = useSettingsStore((s) => s.theme === 'dark');
  const colorWeak = useSettingsStore((s) => s.colorWeak);
  useEffect(() => {
    if (dark) document.body.setAttribute('arco-theme', 'dark');
    else document.body.removeAttribute('arco-theme');
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark]);
  useEffect(() => {
    // On the root element a filter does not become the containing block of fixed
    // elements (navbar, drawers), so the layout is unaffected.
    document.documentElement.style.filter = colorWeak ? 'invert(80%)' : '';
  }, [colorWeak]);
}

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const dark = useSettingsStore((s) => s.theme === 'dark');
  const themeColor = useSettingsStore((s) => s.themeColor);
  useDocumentSettings();
  // One clock: pages are drawn again if the server's DISPLAY_TZ is not the zone assumed at start.
  const clock = useDisplayTimeZoneSync();
  const themed = appTheme(themeColor, dark, FONT_FAMILY);
  const themeConfig = useMemo(() => ({ ...themed.config, ...STATIC_STYLES }), [themed]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={i18n.language === 'en-US' ? enUS : zhCN} theme={themeConfig} button={BUTTON_CONFIG}>
        <AppRoot key={clock} cssVars={themed.cssVars}>
          {children}
        </AppRoot>
        <LazyFeedbackHost />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
