import { Button, Dropdown, Tag, type MenuProps } from 'antd';
import { DownOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_ROUTE_NAME, DEFAULT_ROUTE_PATH } from '@yaoshi/contracts/route-table';
import { useTabsStore } from '@/stores/tabs';
import { redirectPathFor } from '@/lib/routes';
import { useCurrentRoute } from './use-current-route';

/**
 * SPEC §2 tab bar. No keep-alive: a tab is a shortcut to an address; leaving a page
 * unmounts it, so every page (ignoreCache or not) is fresh when its tab is revisited.
 */
export default function TabBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabs = useTabsStore((s) => s.tabs);
  const { removeTab, keepOnly, reset } = useTabsStore.getState();
  const { fullPath } = useCurrentRoute();

  const close = (path: string) => {
    const index = tabs.findIndex((tab) => tab.fullPath === path);
    removeTab(path);
    if (path === fullPath) {
      const next = tabs[index - 1] ?? tabs[index + 1];
      navigate(next?.fullPath ?? DEFAULT_ROUTE_PATH);
    }
  };

  const actions: MenuProps['items'] = [
    { key: 'reload', icon: <ReloadOutlined />, label: t('tabBar.reload') },
    { key: 'closeCurrent', label: t('tabBar.closeCurrent') },
    { key: 'closeOthers', label: t('tabBar.closeOthers') },
    { key: 'closeAll', label: t('tabBar.closeAll') },
  ];
  const onAction: MenuProps['onClick'] = ({ key }) => {
    if (key === 'reload') navigate(redirectPathFor(fullPath), { replace: true });
    else if (key === 'closeCurrent') close(fullPath);
    else if (key === 'closeOthers') keepOnly(fullPath);
    else if (key === 'closeAll') {
      reset();
      navigate(DEFAULT_ROUTE_PATH);
    }
  };

  return (
    <nav className="tab-bar" aria-label={t('tabBar.label')}>
      <div className="tab-bar-tabs">
        {tabs.map((tab) => {
          const active = tab.fullPath === fullPath;
          return (
            <Tag
              key={tab.fullPath}
              color={active ? 'processing' : undefined}
              closable={tab.name !== DEFAULT_ROUTE_NAME}
              onClose={(e) => {
                e.preventDefault();
                close(tab.fullPath);
              }}
              className="tab-bar-tab"
            >
              <button
                type="button"
                className="tab-bar-link"
                aria-current={active ? 'page' : undefined}
                onClick={() => navigate(tab.fullPath)}
              >
                {t(tab.title)}
              </button>
            </Tag>
          );
        })}
      </div>
      <Dropdown menu={{ items: actions, onClick: onAction }} trigger={['click']} placement="bottomRight">
        <Button size="small" type="text" icon={<DownOutlined />} aria-label={t('tabBar.actions')} />
      </Dropdown>
    </nav>
  );
}
