import { Button, Card, Result, Space, Typography } from 'antd';
import { CloseCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGoBack } from '@/components/use-go-back';

/** Error result: why the submission failed, with go back and return-for-correction. */
export default function ErrorResult() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  return (
    <div className="page-container">
      <Card variant="borderless">
        <Result
          status="error"
          title={t('result.error.title')}
          subTitle={t('result.error.subTitle')}
          extra={
            <Space>
              <Button onClick={goBack}>{t('result.error.back')}</Button>
              <Button type="primary" onClick={() => navigate('/form/step')}>
                {t('result.error.correct')}
              </Button>
            </Space>
          }
        >
          <Typography.Title level={5}>{t('result.error.details')}</Typography.Title>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {(['domain', 'authority'] as const).map((k) => (
              <li key={k} style={{ marginBottom: 8 }}>
                <CloseCircleOutlined style={{ color: '#f53f3f', marginInlineEnd: 8 }} />
                {t(`result.error.detail.${k}`)}
              </li>
            ))}
          </ul>
        </Result>
      </Card>
    </div>
  );
}
