import { Dropdown, Space, type MenuProps } from 'antd';
// The avatar alone: antd's `Avatar` export also carries Avatar.Group and, with it, Popover.
import Avatar from 'antd/es/avatar/Avatar';
import { LogoutOutlined, SettingOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import { useUserStore } from '../../../stores/user';
import { feedback } from '../../../lib/feedback';
import { queryClient } from '../../../lib/query-client';

/** Avatar dropdown: user center, user settings, switch roles (accounts granted both), logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { message } = feedback;
  const info = useUserStore((s) => s.info);
  const role = useUserStore((s) => s.role);
  const roles = useUserStore((s) => s.roles);
  const canSwitch = roles.includes('admin') && roles.includes('user');
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
    else if (key === 'switch') {
      try {
        const next = await useUserStore.getState().switchRoles();
        void message.success(t('messageBox.switchRoles.done', { role: t(`common.role.${next}`) }));
        // Re-run the guards first, so a page the new role may not open is left before anything
        // refetches; then every answer is asked for again, as the new role.
        await revalidator.revalidate();
        await queryClient.resetQueries();
      } catch {
        // The API client already showed why.
      }
    } else if (key === 'logout') {
      await useUserStore.getState().logout();
      window.location.reload();
    }
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
          <Avatar size={32} src={info.avatar || undefined} icon={<UserOutlined />} style={{ background: '#165DFF' }} />
          <span className="navbar-user-name">{name}</span>
          {role && <span className="navbar-user-role">{t(`common.role.${role}`)}</span>}
        </Space>
      </button>
    </Dropdown>
  );
}
