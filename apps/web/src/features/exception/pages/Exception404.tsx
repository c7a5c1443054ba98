import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '@/components/use-go-back';
import { ExceptionResult } from '../components/ExceptionResult';

/** The 404 page; also what the not-found route shows. */
export default function Exception404() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <ExceptionResult
      status="404"
      description={t('exception.404.description')}
      actions={
        <Space>
          <Button onClick={() => window.location.reload()}>{t('exception.retry')}</Button>
          <Button type="primary" onClick={goBack}>
            {t('exception.back')}
          </Button>
        </Space>
      }
    />
  );
}
