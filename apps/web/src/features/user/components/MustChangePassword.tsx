import { Button, Card, Layout, Space, Typography, theme } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { Logo } from '@/components/Logo';
import { useUserStore } from '@/stores/user';
import { PasswordForm } from './PasswordForm';

/**
 * Shown instead of the whole console while a temporary password is pending: the
 * server refuses everything else until it is changed, so there is no menu, navbar or page to
 * ask it (and fail) — only why the change is needed, the form, the language and signing out.
 */
export function MustChangePassword() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const logout = async () => {
    await useUserStore.getState().logout();
    window.location.reload();
  };
  return (
    <Layout style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 12,
          padding: '12px 16px',
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Space size={10} style={{ minWidth: 0 }}>
          <Logo size={28} />
          <Typography.Text strong style={{ fontSize: 18 }} ellipsis>
            {t('common.appName')}
          </Typography.Text>
        </Space>
        <Space size={8}>
          <LanguageSwitch />
          <Button icon={<LogoutOutlined />} onClick={() => void logout()} data-testid="must-change-logout">
            {t('messageBox.logout')}
          </Button>
        </Space>
      </header>
      <main style={{ padding: '32px 16px' }}>
        <Card
          title={t('people.mustChange.title')}
          style={{ maxWidth: 520, margin: '0 auto' }}
          data-testid="must-change-password"
        >
          <Typography.Paragraph type="secondary">{t('people.mustChange.hint')}</Typography.Paragraph>
          <PasswordForm />
        </Card>
      </main>
    </Layout>
  );
}
