import { Dropdown, Space, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '@/stores/user';
import { accountEntries, logoutEntry, UserAvatar } from './account-entries';
import { useAccountActions } from './use-account-actions';

/** Avatar dropdown: user center, user settings, switch roles (accounts granted both), logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const { canSwitch, run } = useAccountActions();
  const info = useUserStore((s) => s.info);
  const role = useUserStore((s) => s.role);
  const name = info.name || info.nickname || info.username || '';

  const items: MenuProps['items'] = [...accountEntries(t, canSwitch), { type: 'divider' }, logoutEntry(t)];
  const onClick: MenuProps['onClick'] = ({ key }) => void run(key);

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
          <UserAvatar />
          <span className="navbar-user-name">{name}</span>
          {role && <span className="navbar-user-role">{t(`common.role.${role}`)}</span>}
        </Space>
      </button>
    </Dropdown>
  );
}
