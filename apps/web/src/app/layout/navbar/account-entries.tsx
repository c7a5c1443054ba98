import type { MenuProps } from 'antd';
// The avatar alone: antd's `Avatar` export also carries Avatar.Group and, with it, Popover.
import Avatar from 'antd/es/avatar/Avatar';
import { LogoutOutlined, SettingOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { useUserStore } from '@/stores/user';

type Item = NonNullable<MenuProps['items']>[number];

/**
 * The signed-in account's entries both account menus show (desktop dropdown, phone drawer):
 * user center, user settings, `extra` (the phone adds messages), switch roles when granted both.
 * Their keys are the ones useAccountActions().run handles.
 */
export function accountEntries(t: TFunction, canSwitch: boolean, extra: Item[] = []): Item[] {
  return [
    { key: 'info', icon: <UserOutlined />, label: t('messageBox.userCenter') },
    { key: 'setting', icon: <SettingOutlined />, label: t('messageBox.userSettings') },
    ...extra,
    ...(canSwitch ? [{ key: 'switch', icon: <SwapOutlined />, label: t('messageBox.switchRoles') }] : []),
  ];
}

export const logoutEntry = (t: TFunction): Item => ({
  key: 'logout',
  icon: <LogoutOutlined />,
  label: t('messageBox.logout'),
});

/** The signed-in user's avatar (decorative: the name stands beside it), in the theme's colour. */
export function UserAvatar() {
  const avatar = useUserStore((s) => s.info.avatar);
  return (
    <Avatar
      size={32}
      alt=""
      src={avatar || undefined}
      icon={<UserOutlined />}
      style={{ background: 'var(--ant-color-primary)' }}
    />
  );
}
