import { Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '@yaoshi/contracts/route-table';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { Logo } from '@/components/Logo';
import { LoginBanner } from '../components/LoginBanner';
import { LoginForm } from '../components/LoginForm';
import '../login.css';

export default function Login() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Layout className="login-page" style={{ background: token.colorBgContainer }}>
      <header className="login-header">
        <Link to={HOME_PATH} className="login-brand">
          <Logo size={32} />
          <span className="login-brand-name">{t('common.appName')}</span>
          <span className="login-brand-en">{t('common.appTagline')}</span>
        </Link>
        <LanguageSwitch />
      </header>
      <div className="login-body">
        <LoginBanner />
        <main className="login-main">
          <LoginForm />
        </main>
      </div>
      <footer className="login-footer">{t('common.footer', { year: new Date().getFullYear() })}</footer>
    </Layout>
  );
}
