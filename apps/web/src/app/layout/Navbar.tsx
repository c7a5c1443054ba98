import { lazy, Suspense, useState } from 'react';
import { Button, Space, Tooltip, type ButtonProps } from 'antd';
import { MenuOutlined, ReadOutlined, SearchOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { HOME_PATH } from '@yaoshi/contracts/route-table';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { Logo } from '@/components/Logo';
import { MessageBell } from '@/components/message-box/MessageBell';
import { API_DOCS_URL } from '@/config/env';
import { useSettingsStore } from '@/stores/settings';
import { useUserStore } from '@/stores/user';
import { loginPathFor } from '@/lib/login-redirect';
import { FullscreenToggle } from './navbar/FullscreenToggle';
import { ThemeToggle } from './navbar/ThemeToggle';
import { UserMenu } from './navbar/UserMenu';
import { useUnreadCounts } from '@/components/message-box/use-messages';
import { RouteMenu } from './SideMenu';
import { useCurrentRoute } from './use-current-route';

// The phone's account drawer is its own chunk, loaded on the first tap.
const PhoneAccountDrawer = lazy(() => import('./navbar/PhoneAccountDrawer'));

/**
 * Below 768 px the tools fold into one account drawer reachable at the right edge of the
 * viewport, and the side menu opens from a hamburger button at the left.
 */
function PhoneNavbar({ onOpenMenu, goLogin }: { onOpenMenu?: () => void; goLogin: () => void }) {
  const { t } = useTranslation();
  const signedIn = useUserStore((s) => !!s.role);
  const unread = useUnreadCounts(signedIn).data?.total ?? 0;
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <header className="navbar navbar--phone">
      {onOpenMenu && (
        <Button type="text" icon={<MenuOutlined />} aria-label={t('phone.menu.open')} onClick={onOpenMenu} />
      )}
      <Link to={HOME_PATH} className="navbar-brand" title={t('common.appTitle')}>
        <Logo size={28} />
        <span className="navbar-title">
          <span className="navbar-title-zh">{t('common.appName')}</span>
        </span>
      </Link>
      <span className="navbar-center" />
      <SearchLink />
      <span className="navbar-phone-account">
        <Button
          shape="circle"
          icon={<UserOutlined />}
          aria-label={t('phone.account.open')}
          aria-haspopup="dialog"
          data-unread={unread}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        />
        {unread > 0 && <span className="navbar-phone-dot" aria-hidden="true" />}
      </span>
      {wanted && (
        <Suspense fallback={null}>
          <PhoneAccountDrawer open={open} onClose={() => setOpen(false)} onLogin={goLogin} />
        </Suspense>
      )}
    </header>
  );
}

/** The global search (matters, products, samples, reports): a page of its own. */
function SearchLink(props: ButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      shape="circle"
      icon={<SearchOutlined />}
      aria-label={t('navbar.search')}
      onClick={() => navigate('/search/results')}
      data-testid="navbar-search"
    />
  );
}

/** Fixed top bar: product, optional top menu, tools, and the user (or a sign-in button). */
export function Navbar({ phone, onOpenMenu }: { phone?: boolean; onOpenMenu?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useUserStore((s) => !!s.role);
  const topMenu = useSettingsStore((s) => s.topMenu && s.menu);
  const update = useSettingsStore((s) => s.update);
  const { handle, notFound, query, params } = useCurrentRoute();

  const goLogin = () => navigate(handle && !notFound ? loginPathFor({ name: handle.name, query, params }) : '/login');
  if (phone) return <PhoneNavbar onOpenMenu={onOpenMenu} goLogin={goLogin} />;

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
        <Tooltip title={t('navbar.search')}>
          <SearchLink />
        </Tooltip>
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
