import { useEffect, useState } from 'react';
import { Menu } from 'antd';
import { useNavigate } from 'react-router';
import { menuKeysFor, useMenuItems } from './menu-items';
import { useCurrentRoute } from './use-current-route';

/** The route menu (side or top). Leaf keys are paths; group keys are route names. */
export function RouteMenu({ mode, collapsed }: { mode: 'inline' | 'horizontal'; collapsed?: boolean }) {
  const items = useMenuItems();
  const navigate = useNavigate();
  const { handle } = useCurrentRoute();
  const keys = menuKeysFor(handle?.name);
  const [openKeys, setOpenKeys] = useState<string[]>(keys.open);
  const openGroup = keys.open[0];

  // Entering a page opens its group, without closing what the person opened.
  useEffect(() => {
    if (openGroup) setOpenKeys((prev) => (prev.includes(openGroup) ? prev : [...prev, openGroup]));
  }, [openGroup]);

  // A long menu scrolls: bring the current entry into view once its group has opened.
  const selected = keys.selected[0];
  useEffect(() => {
    if (mode !== 'inline' || !selected) return;
    const id = window.setTimeout(() => {
      document.querySelector('.layout-sider-menu .ant-menu-item-selected')?.scrollIntoView({ block: 'nearest' });
    }, 300);
    return () => window.clearTimeout(id);
  }, [mode, selected]);

  return (
    <Menu
      mode={mode}
      items={items}
      selectedKeys={keys.selected}
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange: setOpenKeys } : {})}
      inlineCollapsed={mode === 'inline' ? collapsed : undefined}
      onClick={({ key }) => {
        if (key.startsWith('/')) navigate(key);
      }}
      style={{ borderInlineEnd: 'none', flex: mode === 'horizontal' ? 1 : undefined, minWidth: 0 }}
    />
  );
}
