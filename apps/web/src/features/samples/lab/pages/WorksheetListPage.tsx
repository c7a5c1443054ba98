import { useState } from 'react';
import { Button, Card, Progress, Segmented, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WorksheetSummary } from '@yaoshi/contracts';
import { QueryState } from '@/components/console-kit';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { formatTime } from '@/lib/format';
import { useWorksheets } from '../api/lab-api';
import { NewWorksheetDialog } from '../components/NewWorksheetDialog';
import { QcTemplatesDialog } from '../components/QcTemplatesDialog';

type Filter = 'open' | 'closed' | 'all';

/** Worksheets (curators): progress, analyst, next due time and overdue items of each. */
export default function WorksheetListPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('open');
  const [creating, setCreating] = useState(false);
  const [templates, setTemplates] = useState(false);
  const query = useWorksheets(filter);
  return (
    <div className="page-container">
      <Card variant="borderless">
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Typography.Title level={1} style={{ fontSize: 18, margin: 0 }}>
            {t('lab.worksheets.title')}
          </Typography.Title>
          <Space wrap>
            <Button onClick={() => setTemplates(true)} data-testid="qc-templates-open">
              {t('qcTemplates.title')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('lab.worksheets.new')}
            </Button>
          </Space>
        </Space>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('lab.worksheets.intro')}
        </Typography.Paragraph>
        <Segmented<Filter>
          value={filter}
          onChange={setFilter}
          options={(['open', 'closed', 'all'] as const).map((f) => ({
            value: f,
            label: t(`lab.worksheets.filter.${f}`),
          }))}
          style={{ marginBottom: 12 }}
        />
        <QueryState query={query} rows={4}>
          {(list) => (
            // On a phone (≤ 576 px) one card per worksheet.
            <ResponsiveTable<WorksheetSummary>
              rowKey="id"
              size="small"
              dataSource={list}
              pagination={false}
              scroll={{ x: 'max-content' }}
              data-testid="worksheet-list"
              columns={[
                {
                  title: t('lab.col.worksheet'),
                  key: 'num',
                  render: (_, w) => (
                    <Space orientation="vertical" size={0}>
                      <Link to={`/lab/worksheet/${w.id}`} className="records-mono">
                        {w.num}
                      </Link>
                      {w.title && (
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {w.title}
                        </Typography.Text>
                      )}
                    </Space>
                  ),
                },
                { title: t('lab.col.analyst'), dataIndex: 'analyst_name' },
                {
                  title: t('lab.col.progress'),
                  key: 'progress',
                  render: (_, w) => (
                    <Space size={8}>
                      <Progress
                        type="circle"
                        size={28}
                        percent={w.item_count ? Math.round((w.done_count / w.item_count) * 100) : 0}
                        showInfo={false}
                      />
                      <span>
                        {w.done_count} / {w.item_count}
                      </span>
                    </Space>
                  ),
                },
                {
                  title: t('lab.col.nextDue'),
                  key: 'due',
                  render: (_, w) => (
                    <Space size={4} wrap>
                      <span>{w.next_due_at === null ? '-' : formatTime(w.next_due_at)}</span>
                      {w.overdue_count > 0 && (
                        <Tag color="error" data-testid="overdue-tag">
                          {t('lab.worksheets.overdueCount', { count: w.overdue_count })}
                        </Tag>
                      )}
                    </Space>
                  ),
                },
                {
                  title: t('lab.col.status'),
                  key: 'status',
                  render: (_, w) => (
                    <Tag color={w.status === 'open' ? 'processing' : 'default'}>{t(`lab.status.${w.status}`)}</Tag>
                  ),
                },
                {
                  title: t('lab.col.created'),
                  key: 'created',
                  render: (_, w) => `${formatTime(w.created_at)} ${w.created_by_name}`,
                },
              ]}
            />
          )}
        </QueryState>
      </Card>
      <NewWorksheetDialog open={creating} onClose={() => setCreating(false)} />
      {/* Worksheets are a curator's page: whoever reaches it may edit the templates. */}
      <QcTemplatesDialog open={templates} onClose={() => setTemplates(false)} canEdit />
    </div>
  );
}
