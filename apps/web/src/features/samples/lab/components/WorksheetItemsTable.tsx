import { Checkbox, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type WorksheetItem, testItemEnglish, testMethodEnglish } from '@yaoshi/contracts';
import { GlossaryTerm } from '@/components/record-kit/translation-marks';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { detailPath } from '@/components/record-kit/paths';
import { formatTime } from '@/lib/format';
import { LifecycleTag } from '@/components/LifecycleTag';
import { useItemDone } from '../api/lab-api';
import './worksheet-items.css';

/** Link to a sample's page. */
export function SampleLink({ item }: { item: Pick<WorksheetItem, 'sample_kind' | 'sample_id' | 'sample_num'> }) {
  const route = item.sample_kind === 'matter' ? 'MatterSampleDetail' : 'ProductSampleDetail';
  return (
    <Link to={detailPath(route, item.sample_id)} className="records-mono">
      {item.sample_num}
    </Link>
  );
}

/** Due time with the target it comes from; overdue in red and in words. */
export function DueCell({ item }: { item: WorksheetItem }) {
  const { t } = useTranslation();
  if (item.due_at === null) return <Typography.Text type="secondary">{t('lab.due.notReceived')}</Typography.Text>;
  return (
    <Space size={4} wrap>
      <Typography.Text type={item.overdue ? 'danger' : undefined}>{formatTime(item.due_at)}</Typography.Text>
      {item.overdue && (
        <Tag color="error" data-testid="overdue-tag">
          {t('lab.overdue')}
        </Tag>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('lab.due.days', { days: item.turnaround_days })}
      </Typography.Text>
    </Space>
  );
}

/** Worksheet items: sample, item, due, done (ticked by the analyst or a curator). */
export function WorksheetItemsTable({
  items,
  showWorksheet = false,
  canTick,
}: {
  items: WorksheetItem[];
  showWorksheet?: boolean;
  canTick: boolean;
}) {
  const { t } = useTranslation();
  const done = useItemDone();
  const columns: ColumnsType<WorksheetItem> = [
    ...(showWorksheet
      ? [
          {
            title: t('lab.col.worksheet'),
            key: 'worksheet',
            render: (_: unknown, i: WorksheetItem) => (
              <Link to={`/lab/worksheet/${i.worksheet_id}`} className="records-mono">
                {i.worksheet_num}
              </Link>
            ),
          },
        ]
      : []),
    {
      title: t('lab.col.sample'),
      key: 'sample',
      render: (_, i) => (
        <Space orientation="vertical" size={0}>
          <SampleLink item={i} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {i.sample_name}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('lab.col.state'), key: 'state', render: (_, i) => <LifecycleTag state={i.sample_state} /> },
    {
      title: t('lab.col.item'),
      key: 'item',
      render: (_, i) => (
        <Space orientation="vertical" size={0}>
          <span>
            <GlossaryTerm zh={i.item} en={testItemEnglish(i.item)} />
          </span>
          {i.method && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <GlossaryTerm zh={i.method} en={testMethodEnglish(i.method)} />
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: t('lab.col.due'), key: 'due', render: (_, i) => <DueCell item={i} /> },
    {
      title: t('lab.col.done'),
      key: 'done',
      width: 80,
      render: (_, i) => (
        <Checkbox
          aria-label={`${t('lab.col.done')} ${i.sample_num} ${i.item}`}
          checked={i.done_at !== null}
          disabled={!canTick || done.isPending}
          onChange={(e) => done.mutate({ worksheetId: i.worksheet_id, itemId: i.id, done: e.target.checked })}
        />
      ),
    },
  ];
  return (
    // On a phone (≤ 576 px) one card per item, headed by the sample (and its worksheet).
    <ResponsiveTable<WorksheetItem>
      cardHead={showWorksheet ? ['worksheet', 'sample'] : ['sample']}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={items}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowClassName={(i) => (i.overdue ? 'lab-overdue-row' : '')}
      data-testid="worksheet-items"
    />
  );
}
