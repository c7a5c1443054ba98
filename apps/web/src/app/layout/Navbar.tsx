import { Button, Space, Tooltip } from 'antd';
import { ReadOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { HOME_PATH } from '@yaoshi/contracts/route-table';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { Logo } from '../../components/Logo';
import { MessageBell } from '../../components/message-box/MessageBell';
import { API_DOCS_URL } from '../../config/env';
import { useSettingsStore } from '../../stores/settings';
import { useUserStore } from '../../stores/user';
import { loginPathFor } from '../../lib/login-redirect';
import { FullscreenToggle } from './navbar/FullscreenToggle';
import { ThemeToggle } from './navbar/ThemeToggle';
import { UserMenu } from './navbar/UserMenu';
import { RouteMenu } from './SideMenu';
import { useCurrentRoute } from './use-current-route';

/** Fixed top bar: product, optional top menu, tools, and the user (or a sign-in button). */
export function Navbar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useUserStore((s) => !!s.role);
  const topMenu = useSettingsStore((s) => s.topMenu && s.menu);
  const update = useSettingsStore((s) => s.update);
  const { handle, notFound, query, params } = useCurrentRoute();

  const goLogin = () => navigate(handle && !notFound ? loginPathFor({ name: handle.name, query, params }) : '/login');

  return (
    <header className="navbar">
      <Link to={HOME_PATH} className="navbar-brand" title={t('common.appTitle')}>
        <Logo size={32} />
        <span className="navbar-title">
          <span className="navbar-title-zh">{t('common.appName')}</span>
          <span className="navbar-title-en">{t('common.appTagline')}</span>
        </span>
      </Link>
      <div className="navbar-center">{topMenu && <RouteMenu mode="horizontal" />}</div>
      <Space size={12} className="navbar-tools">
        <Tooltip title={t('navbar.docs')}>
          <Button
            shape="circle"
            icon={<ReadOutlined />}
            href={API_DOCS_URL}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('navbar.docs')}
          />
        </Tooltip>
        <ThemeToggle />
        <FullscreenToggle />
        {signedIn && <MessageBell />}
        <LanguageSwitch />
        <Tooltip title={t('settings.title')}>
          <Button
            shape="circle"
            icon={<SettingOutlined />}
            aria-label={t('settings.title')}
            onClick={() => update({ globalSettings: true })}
          />
        </Tooltip>
        {signedIn ? (
          <UserMenu />
        ) : (
          <Button type="primary" onClick={goLogin}>
            {t('navbar.login')}
          </Button>
        )}
      </Space>
    </header>
  );
}
