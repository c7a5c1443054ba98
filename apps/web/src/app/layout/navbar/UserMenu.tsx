import { Dropdown, Space, type MenuProps } from 'antd';
// The avatar alone: antd's `Avatar` export also carries Avatar.Group and, with it, Popover.
import Avatar from 'antd/es/avatar/Avatar';
import { LogoutOutlined, SettingOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../../stores/user';
import { useAccountActions } from './use-account-actions';

/** Avatar dropdown: user center, user settings, switch roles (accounts granted both), logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const { canSwitch, switchRoles, logout, navigate } = useAccountActions();
  const info = useUserStore((s) => s.info);
  const role = useUserStore((s) => s.role);
  const name = info.name || info.nickname || info.username || '';

  const items: MenuProps['items'] = [
    { key: 'info', icon: <UserOutlined />, label: t('messageBox.userCenter') },
    { key: 'setting', icon: <SettingOutlined />, label: t('messageBox.userSettings') },
    ...(canSwitch ? [{ key: 'switch', icon: <SwapOutlined />, label: t('messageBox.switchRoles') }] : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('messageBox.logout') },
  ];

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === 'info') navigate('/user/info');
    else if (key === 'setting') navigate('/user/setting');
    else if (key === 'switch') await switchRoles();
    else if (key === 'logout') await logout();
  };

  return (
    // The button's name starts with its visible text (axe: label-content-name-mismatch), then
    // says what it opens.
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button
        type="button"
        className="navbar-user"
        aria-label={[name, role ? t(`common.role.${role}`) : '', t('navbar.userMenu')].filter(Boolean).join(' ')}
      >
        <Space size={8}>
          <Avatar
            size={32}
            alt=""
            src={info.avatar || undefined}
            icon={<UserOutlined />}
            style={{ background: '#165DFF' }}
          />
          <span className="navbar-user-name">{name}</span>
          {role && <span className="navbar-user-role">{t(`common.role.${role}`)}</span>}
        </Space>
      </button>
    </Dropdown>
  );
}
