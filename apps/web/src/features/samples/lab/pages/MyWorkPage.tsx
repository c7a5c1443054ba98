import { Alert, Card, Empty, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/console-kit';
import { LabQueueBar } from '../../components/LifecycleQueueBar';
import { useMyWork } from '../api/lab-api';
import { WorksheetItemsTable } from '../components/WorksheetItemsTable';

/** My work: the signed-in analyst's open worksheet items, soonest due first. */
export default function MyWorkPage() {
  const { t } = useTranslation();
  const query = useMyWork();
  return (
    <div className="page-container">
      <Card variant="borderless">
        <Typography.Title level={1} style={{ fontSize: 18, marginTop: 0 }}>
          {t('lab.myWork.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('lab.myWork.intro')}</Typography.Paragraph>
        {/* Samples waiting for the caller's role and capabilities (to verify, to publish …). */}
        <LabQueueBar />
        <QueryState query={query} rows={4}>
          {(w) => (
            <Space orientation="vertical" size={12} style={{ width: '100%' }}>
              {w.overdue_count > 0 && (
                <Alert type="error" showIcon title={t('lab.myWork.overdue', { count: w.overdue_count })} />
              )}
              {w.items.length === 0 ? (
                <Empty description={t('lab.myWork.empty')} />
              ) : (
                <WorksheetItemsTable items={w.items} showWorksheet canTick />
              )}
            </Space>
          )}
        </QueryState>
      </Card>
    </div>
  );
}
