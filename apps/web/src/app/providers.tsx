import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { registerFeedback } from '../lib/feedback';
import { queryClient } from '../lib/query-client';
import { useSettingsStore } from '../stores/settings';

// Chinese glyphs must render on Linux desktops too (WenQuanYi), not only macOS/Windows.
const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif";

/** Hands antd's context-aware message/modal/notification to code outside React. */
function FeedbackBridge() {
  const { message, modal, notification } = AntApp.useApp();
  useEffect(() => registerFeedback({ message, modal, notification }), [message, modal, notification]);
  return null;
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
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={i18n.language === 'en-US' ? enUS : zhCN}
        theme={{
          algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
          token: { colorPrimary: themeColor, fontFamily: FONT_FAMILY, borderRadius: 4 },
        }}
      >
        <AntApp>
          <FeedbackBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
