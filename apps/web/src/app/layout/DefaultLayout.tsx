import { lazy, Suspense, useCallback, useState, type CSSProperties } from 'react';
import { Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { COLLAPSED_MENU_WIDTH, NAVBAR_HEIGHT } from '@/config/settings';
import { useIsPhone } from '@/components/use-is-phone';
import { useSettingsStore } from '@/stores/settings';
import { useUserStore } from '@/stores/user';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { RouteMenu } from './SideMenu';
import { useDeviceWatcher, useTrackTabs } from './use-layout-effects';
import './layout.css';

// Parts that are off or closed by default load on demand, keeping the list page light.
const SettingsDrawer = lazy(() => import('./SettingsDrawer'));
const SettingsFloatButton = lazy(() => import('./SettingsFloatButton'));
const TabBar = lazy(() => import('./TabBar'));
const PhoneNavDrawer = lazy(() => import('./PhoneNavDrawer'));
// Only a session with a temporary password sees this screen; its form brings zod and the
// contracts' schemas, which no other part of the layout needs.
const MustChangePassword = lazy(() =>
  import('@/features/user/components/MustChangePassword').then((m) => ({ default: m.MustChangePassword })),
);

/** SPEC §2 default layout: navbar, side menu, tab bar, page, footer, settings drawer. */
export default function DefaultLayout() {
  const mustChangePassword = useUserStore((u) => u.info.must_change_password === true);
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const s = useSettingsStore(
    useShallow((st) => ({
      navbar: st.navbar,
      menu: st.menu,
      topMenu: st.topMenu,
      hideMenu: st.hideMenu,
      menuCollapse: st.menuCollapse,
      menuWidth: st.menuWidth,
      footer: st.footer,
      tabBar: st.tabBar,
      update: st.update,
      drawerOpen: st.globalSettings,
    })),
  );
  // Mount the drawer on first open and keep it, so closing still animates.
  const [drawerMounted, setDrawerMounted] = useState(s.drawerOpen);
  if (s.drawerOpen && !drawerMounted) setDrawerMounted(true);
  useDeviceWatcher();
  useTrackTabs();
  // Below 768 px: no fixed side menu but a drawer opened from the navbar (mounted on first open).
  const phone = useIsPhone();
  const [navOpen, setNavOpen] = useState(false);
  const [navMounted, setNavMounted] = useState(false);
  const openNav = useCallback(() => {
    setNavMounted(true);
    setNavOpen(true);
  }, []);
  const closeNav = useCallback(() => setNavOpen(false), []);

  const hasMenu = s.menu && !s.topMenu && !s.hideMenu;
  const showSider = hasMenu && !phone;
  const siderWidth = s.menuCollapse ? COLLAPSED_MENU_WIDTH : s.menuWidth;
  const top = s.navbar ? NAVBAR_HEIGHT : 0;

  // A temporary password: a screen of its own, with nothing that would ask the server (which
  // refuses everything else until the password is changed).
  if (mustChangePassword)
    return (
      <Suspense fallback={null}>
        <MustChangePassword />
      </Suspense>
    );

  return (
    <Layout className="layout" style={{ '--navbar-height': `${NAVBAR_HEIGHT}px` } as CSSProperties}>
      {s.navbar && (
        <div
          className="layout-navbar"
          style={{ background: token.colorBgContainer, borderColor: token.colorBorderSecondary }}
        >
          <Navbar phone={phone} onOpenMenu={phone && s.menu && !s.hideMenu ? openNav : undefined} />
        </div>
      )}
      {showSider && (
        <Layout.Sider
          className="layout-sider"
          theme="light"
          width={s.menuWidth}
          collapsedWidth={COLLAPSED_MENU_WIDTH}
          collapsible
          collapsed={s.menuCollapse}
          onCollapse={(collapsed) => s.update({ menuCollapse: collapsed })}
          style={{ top, borderColor: token.colorBorderSecondary }}
        >
          <nav className="layout-sider-menu" aria-label={t('common.mainMenu')}>
            <RouteMenu mode="inline" collapsed={s.menuCollapse} />
          </nav>
        </Layout.Sider>
      )}
      <Layout className="layout-main" style={{ paddingLeft: showSider ? siderWidth : 0, paddingTop: top }}>
        {s.tabBar && (
          <div
            className="layout-tab-bar"
            style={{ top, background: token.colorBgContainer, borderColor: token.colorBorderSecondary }}
          >
            <Suspense fallback={<div className="tab-bar-placeholder" />}>
              <TabBar />
            </Suspense>
          </div>
        )}
        <Layout.Content className="layout-content">
          <Breadcrumbs />
          <Outlet />
        </Layout.Content>
        {s.footer && <Footer />}
      </Layout>
      {phone && navMounted && (
        <Suspense fallback={null}>
          <PhoneNavDrawer open={navOpen} onClose={closeNav} />
        </Suspense>
      )}
      {!s.navbar && (
        <Suspense fallback={null}>
          <SettingsFloatButton />
        </Suspense>
      )}
      {drawerMounted && (
        <Suspense fallback={null}>
          <SettingsDrawer />
        </Suspense>
      )}
    </Layout>
  );
}
