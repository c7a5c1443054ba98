import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageContainer } from './PageContainer';

/** A page that is not built yet: its title and an empty state. */
export function PagePlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <PageContainer title={<h1 className="page-title">{t(titleKey)}</h1>}>
      <Empty description={t('placeholder.description')} style={{ padding: '48px 0' }} />
    </PageContainer>
  );
}
