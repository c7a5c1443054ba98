import { Drawer, Menu, Space, Typography, type MenuProps } from 'antd';
import {
  BellOutlined,
  LoginOutlined,
  MoonOutlined,
  ReadOutlined,
  SkinOutlined,
  SunOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCALE_LABELS, LOCALES } from '@/config/locales';
import { API_DOCS_URL } from '@/config/env';
import { useUnreadCounts } from '@/components/message-box/use-messages';
import { useSettingsStore } from '@/stores/settings';
import { useUserStore } from '@/stores/user';
import { accountEntries, logoutEntry, UserAvatar } from './account-entries';
import { useAccountActions } from './use-account-actions';

/**
 * The phone's folded navbar (below 768 px): account, role switch, language, theme, messages,
 * page settings, API docs and logout in one drawer that fits the viewport. Its own chunk,
 * loaded on the first open.
 */
export default function PhoneAccountDrawer({
  open,
  onClose,
  onLogin,
}: {
  open: boolean;
  onClose: () => void;
  onLogin: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { canSwitch, run, setLanguage } = useAccountActions();
  const info = useUserStore((s) => s.info);
  const role = useUserStore((s) => s.role);
  const dark = useSettingsStore((s) => s.theme === 'dark');
  const toggleTheme = useSettingsStore((s) => s.toggleTheme);
  const update = useSettingsStore((s) => s.update);
  const unread = useUnreadCounts(!!role).data?.total ?? 0;
  const name = info.name || info.nickname || info.username || '';

  const items: MenuProps['items'] = [
    ...(role
      ? [
          ...accountEntries(t, canSwitch, [
            {
              key: 'messages',
              icon: <BellOutlined />,
              label: unread ? `${t('phone.messages')} (${unread})` : t('phone.messages'),
            },
          ]),
          { type: 'divider' as const },
        ]
      : []),
    // Plain items (not an antd item group, whose markup axe finds incomplete for role=menu).
    ...LOCALES.map((l) => ({ key: `lang:${l}`, icon: <TranslationOutlined />, label: LOCALE_LABELS[l], lang: l })),
    { type: 'divider' as const },
    {
      key: 'theme',
      icon: dark ? <SunOutlined /> : <MoonOutlined />,
      label: dark ? t('navbar.theme.toLight') : t('navbar.theme.toDark'),
    },
    { key: 'settings', icon: <SkinOutlined />, label: t('settings.title') },
    {
      key: 'docs',
      icon: <ReadOutlined />,
      label: (
        <a href={API_DOCS_URL} target="_blank" rel="noopener noreferrer">
          {t('navbar.docs')}
        </a>
      ),
    },
    { type: 'divider' as const },
    role ? logoutEntry(t) : { key: 'login', icon: <LoginOutlined />, label: t('navbar.login') },
  ];

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key.startsWith('lang:')) return setLanguage(key.slice(5));
    if (key === 'theme') return toggleTheme();
    if (key === 'docs') return;
    onClose();
    if (await run(key)) return;
    if (key === 'settings') update({ globalSettings: true });
    else if (key === 'login') onLogin();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size="min(320px, 100vw)"
      className="phone-account-drawer"
      title={
        <Space size={10}>
          <UserAvatar />
          <span className="phone-account-name">
            <Typography.Text strong ellipsis>
              {role ? name : t('phone.account.visitor')}
            </Typography.Text>
            {role && <span className="navbar-user-role">{t(`common.role.${role}`)}</span>}
          </span>
        </Space>
      }
      styles={{ body: { padding: 0 } }}
    >
      <nav aria-label={t('phone.account.open')}>
        <Menu
          mode="inline"
          items={items}
          selectedKeys={[`lang:${i18n.language}`]}
          onClick={(e) => void onClick(e)}
          style={{ borderInlineEnd: 'none' }}
        />
      </nav>
    </Drawer>
  );
}
