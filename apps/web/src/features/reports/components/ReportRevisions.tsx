import { Card, Empty, List, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ResultChange } from '@yaoshi/contracts';
import { formatTime } from '@/lib/format';
import { useReportHistory } from '../api/report-history';

/**
 * The report's revisions (each a link to its own page, the one in force marked) and the history
 * of its results: every change after entry with the value before and after, who, when and why.
 */
export function ReportRevisions({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data } = useReportHistory(id);
  if (!data) return null;
  return (
    <Card
      variant="borderless"
      className="report-page__history"
      title={t('reportPage.history.title')}
      data-testid="report-history"
    >
      <Typography.Title level={5}>{t('reportPage.history.revisions')}</Typography.Title>
      <List
        size="small"
        dataSource={data.revisions}
        data-testid="report-revisions"
        renderItem={(r) => (
          <List.Item data-testid={`report-revision-${r.revision}`}>
            <div>
              <Link to={`/report/${r.id}`} aria-current={r.id === id ? 'page' : undefined}>
                {t('reportPage.history.revision', { n: r.revision })} ·{' '}
                <span className="records-mono">{r.report_num}</span>
              </Link>{' '}
              {r.current ? (
                <Tag color="green">{t('reportPage.history.current')}</Tag>
              ) : (
                <Tag>{t('reportPage.history.superseded')}</Tag>
              )}
              <div>
                <Typography.Text type="secondary">
                  {formatTime(r.issued_at)} · {r.issued_by || '—'}
                  {r.reason ? ` · ${t('reportPage.history.reason')}: ${r.reason}` : ''}
                </Typography.Text>
              </div>
            </div>
          </List.Item>
        )}
      />
      <Typography.Title level={5}>{t('reportPage.history.changes')}</Typography.Title>
      {data.changes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reportPage.history.noChanges')} />
      ) : (
        <Table<ResultChange>
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={data.changes}
          data-testid="report-changes"
          columns={[
            { title: t('reportPage.history.when'), dataIndex: 'at', render: (v: number) => formatTime(v) },
            { title: t('reportPage.history.revisionCol'), dataIndex: 'revision' },
            { title: t('reportPage.history.item'), dataIndex: 'item' },
            { title: t('reportPage.history.old'), dataIndex: 'old_value' },
            { title: t('reportPage.history.new'), dataIndex: 'new_value' },
            { title: t('reportPage.history.by'), dataIndex: 'by' },
            { title: t('reportPage.history.reason'), dataIndex: 'reason' },
          ]}
        />
      )}
    </Card>
  );
}
