import { useState } from 'react';
import { Badge, Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OperationLogRow } from '@yaoshi/contracts';
import { QueryState } from '@/components/console-kit';
import type { RecordColumn } from '@/components/record-kit/RecordTable';
import { useColumnSetting } from '@/components/record-kit/use-list-shaping';
import { formatTime } from '@/lib/format';
import { useOperationLog } from '../api/operation-log';

const PAGE_SIZE = 10;

/** SPEC §3 operation log: key, content number, update content, status, time. */
export function OperationLogTable() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const query = useOperationLog(current, PAGE_SIZE);
  const all: RecordColumn<OperationLogRow>[] = [
    { title: t('profile.log.key'), dataIndex: 'key', width: 90 },
    { title: t('profile.log.contentNumber'), dataIndex: 'contentNumber' },
    { title: t('profile.log.updateContent'), dataIndex: 'updateContent' },
    {
      title: t('profile.log.status'),
      dataIndex: 'status',
      render: (s: 0 | 1) => <Badge status={s === 1 ? 'success' : 'processing'} text={t(`profile.log.status.${s}`)} />,
    },
    { title: t('profile.log.updateTime'), dataIndex: 'updateTime', render: (v: number) => formatTime(v) },
  ];
  const shaped = useColumnSetting<OperationLogRow>('operation-log', all);
  return (
    <Card title={t('profile.log.title')} extra={shaped.button} variant="borderless" data-testid="operation-log-card">
      <QueryState query={query} isEmpty={(d) => d.total === 0} emptyText={t('profile.log.empty')} rows={5}>
        {(page) => (
          <Table<OperationLogRow>
            data-testid="operation-log"
            size="small"
            rowKey="key"
            dataSource={page.list}
            loading={query.isFetching && query.isPlaceholderData}
            pagination={{
              current: page.current,
              pageSize: PAGE_SIZE,
              total: page.total,
              onChange: setCurrent,
              showSizeChanger: false,
            }}
            columns={shaped.columns}
          />
        )}
      </QueryState>
    </Card>
  );
}
