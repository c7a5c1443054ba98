import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Layout.Footer className="layout-footer">{t('common.footer', { year: new Date().getFullYear() })}</Layout.Footer>
  );
}
