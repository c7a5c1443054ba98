import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChannelSubmission } from '@yaoshi/contracts';
import { QueryState } from '@/components/console-kit';
import { formatTime } from '@/lib/format';
import { useChannels } from '../api/channel-list';

/** The channels created so far (they are stored, not just acknowledged). */
export function RecentChannels() {
  const { t } = useTranslation();
  const query = useChannels(1, 5);
  return (
    <Card title={t('stepForm.recent.title')} variant="borderless">
      <QueryState query={query} isEmpty={(d) => d.list.length === 0} emptyText={t('stepForm.recent.empty')} rows={3}>
        {(page) => (
          <Table<ChannelSubmission>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={page.list}
            data-testid="recent-channels"
            columns={[
              { title: t('stepForm.label.activityName'), dataIndex: 'activityName', ellipsis: true },
              {
                title: t('stepForm.label.channelType'),
                dataIndex: 'channelType',
                render: (v: string) => t(`stepForm.channelType.${v}`),
              },
              {
                title: t('stepForm.label.promotionTime'),
                dataIndex: 'promotionTime',
                render: (v: string[]) => v.join(' ~ '),
              },
              { title: t('stepForm.finish.by'), dataIndex: 'submittedBy' },
              { title: t('stepForm.recent.time'), dataIndex: 'createdAt', render: (v: number) => formatTime(v) },
            ]}
          />
        )}
      </QueryState>
    </Card>
  );
}
