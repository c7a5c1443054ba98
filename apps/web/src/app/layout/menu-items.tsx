import { useMemo } from 'react';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, routeAllowed, type AppRoute } from '@yaoshi/contracts/route-table';
import { type Role } from '@yaoshi/contracts/role-names';
import { useSettingsStore } from '@/stores/settings';
import { useUserStore } from '@/stores/user';
import { byOrder, TABLE_ROUTES } from '@/lib/routes';
import { menuIcon } from './menu-icons';

type MenuItem = NonNullable<MenuProps['items']>[number];

function childPath(parent: string, child: string): string {
  return child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`;
}

/**
 * SPEC §2/§6 menu: table order, only what the role may open (visitors: the open routes),
 * hidden entries left out. The menu holds the product's own pages only: an entry with an
 * external `href` (the specification's links to the template's website) is never shown
 * (docs/spec-deviations.md). Leaf keys are paths.
 */
export function buildMenuItems(routes: AppRoute[], role: Role | '', t: TFunction): MenuItem[] {
  const items: MenuItem[] = [];
  for (const r of [...routes].sort(byOrder)) {
    if (r.href || r.meta.hideInMenu || !routeAllowed(r.meta, role)) continue;
    const label = t(r.meta.locale);
    const children = (r.children ?? [])
      .filter((c) => !c.meta.hideInMenu && routeAllowed({ ...r.meta, ...c.meta }, role))
      .map((c) => ({ key: childPath(r.path, c.path), label: t(c.meta.locale) }));
    if (children.length) items.push({ key: r.name, icon: menuIcon(r.meta.icon), label, children });
  }
  return items;
}

/** The menu for the current role, from the server when menuFromServer is on. */
export function useMenuItems(): MenuItem[] {
  // `t` changes identity with the language, so labels follow a language switch.
  const { t } = useTranslation();
  const role = useUserStore((s) => s.role);
  const fromServer = useSettingsStore((s) => s.menuFromServer);
  const serverMenu = useSettingsStore((s) => s.serverMenu);
  const source = fromServer && role ? serverMenu : APP_ROUTES;
  return useMemo(() => buildMenuItems(source, role, t), [source, role, t]);
}

/** Menu key to highlight for a route: itself, or for a hidden page the first visible page of its group. */
export function menuKeysFor(routeName: string | undefined): { selected: string[]; open: string[] } {
  const record = TABLE_ROUTES.find((r) => r.name === routeName);
  if (!record) return { selected: [], open: [] };
  const target = record.meta.hideInMenu
    ? TABLE_ROUTES.find((r) => r.parent === record.parent && !r.meta.hideInMenu)
    : record;
  return { selected: target ? [target.fullPath] : [], open: record.parent ? [record.parent] : [] };
}
