import { useEffect, useRef } from 'react';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RouteMenu } from './SideMenu';

/** The phone's side menu (below 768 px): the route menu in a drawer; choosing a page closes it. */
export default function PhoneNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (pathname !== shown.current) {
      shown.current = pathname;
      onClose();
    }
  }, [pathname, onClose]);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size="min(280px, 85vw)"
      title={t('phone.menu.title')}
      className="phone-nav-drawer"
      styles={{ body: { padding: 0 } }}
    >
      <nav className="layout-sider-menu" aria-label={t('common.mainMenu')}>
        <RouteMenu mode="inline" />
      </nav>
    </Drawer>
  );
}
