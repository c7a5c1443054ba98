import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '@/components/use-go-back';

/** The not-found and load-error states of a detail page (DetailStates). */
export function DetailProblem({ notFound, retry }: { notFound: boolean; retry: () => void }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  if (notFound) {
    return (
      <div className="page-container">
        <Card variant="borderless">
          <Result
            status="404"
            title={t('catalogue.detail.notFound')}
            subTitle={t('catalogue.detail.notFoundHint')}
            extra={<Button onClick={goBack}>{t('catalogue.action.back')}</Button>}
          />
        </Card>
      </div>
    );
  }
  return (
    <div className="page-container">
      <Card variant="borderless">
        <Result
          status="error"
          title={t('catalogue.detail.loadError')}
          extra={
            <Button type="primary" onClick={retry}>
              {t('catalogue.action.retry')}
            </Button>
          }
        />
      </Card>
    </div>
  );
}
