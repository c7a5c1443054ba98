import { Button, Card, Result, Space, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Success result: the submission and where it stands in the approval flow. */
export default function SuccessResult() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page-container">
      <Card variant="borderless">
        <Result
          status="success"
          title={t('result.success.title')}
          subTitle={t('result.success.subTitle')}
          extra={
            <Space>
              <Button onClick={() => window.print()}>{t('result.success.print')}</Button>
              <Button type="primary" onClick={() => navigate('/list/search-table')}>
                {t('result.success.toList')}
              </Button>
            </Space>
          }
        />
        <div style={{ maxWidth: 720, margin: '0 auto', paddingBottom: 24 }}>
          <Typography.Title level={5}>{t('result.success.progress')}</Typography.Title>
          <Steps
            current={1}
            items={[
              { title: t('result.success.step.commit') },
              { title: t('result.success.step.approval') },
              { title: t('result.success.step.finish') },
            ]}
          />
        </div>
      </Card>
    </div>
  );
}
