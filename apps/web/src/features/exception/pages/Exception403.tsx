import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '@/components/use-go-back';
import { ExceptionResult } from '../components/ExceptionResult';

export default function Exception403() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <ExceptionResult
      status="403"
      description={t('exception.403.description')}
      actions={
        <Button type="primary" onClick={goBack}>
          {t('exception.back')}
        </Button>
      }
    />
  );
}
