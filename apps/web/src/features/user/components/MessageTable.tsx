import { Avatar, Badge, Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Message, Page } from '@yaoshi/contracts';
import { VerbatimText } from '@/components/ChineseText';
import type { RecordColumn } from '@/components/record-kit/RecordTable';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { useColumnSetting } from '@/components/record-kit/use-list-shaping';
import { formatTime } from '@/lib/format';
import { useMarkRead } from '../api/messages';

const TYPE_COLORS: Record<Message['type'], string> = { message: 'blue', notice: 'gold', todo: 'purple' };

/** A page of messages: type, title and content, time, read state; opening one marks it read. */
export function MessageTable({
  page,
  loading,
  onPage,
}: {
  page: Page<Message>;
  loading: boolean;
  onPage: (current: number, pageSize: number) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const open = (m: Message) => {
    if (m.status === 0) markRead.mutate([m.id]);
    if (m.link) navigate(m.link);
  };
  const all: RecordColumn<Message>[] = [
    {
      title: t('messageCenter.column.title'),
      dataIndex: 'title',
      // A readable width in the table; a phone gets cards instead (below).
      width: 360,
      render: (_: string, m) => (
        <Space align="start">
          <Badge dot={m.status === 0}>
            <Avatar size="small" alt="" src={m.avatar || undefined}>
              {m.title.slice(0, 1)}
            </Avatar>
          </Badge>
          <div>
            <Typography.Link strong={m.status === 0} onClick={() => open(m)}>
              <VerbatimText text={m.title} verbatim={m.recordText} />
            </Typography.Link>
            {m.subTitle && (
              <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                <VerbatimText text={m.subTitle} verbatim={m.recordText} />
              </Typography.Text>
            )}
            <Typography.Paragraph
              type="secondary"
              ellipsis={{ rows: 2, tooltip: m.content }}
              style={{ fontSize: 12, marginBottom: 0 }}
            >
              <VerbatimText text={m.content} verbatim={m.recordText} />
            </Typography.Paragraph>
          </div>
        </Space>
      ),
    },
    {
      title: t('messageCenter.column.type'),
      dataIndex: 'type',
      width: 110,
      render: (type: Message['type']) => <Tag color={TYPE_COLORS[type]}>{t(`messageBox.tab.${type}`)}</Tag>,
    },
    {
      title: t('messageCenter.column.status'),
      dataIndex: 'status',
      width: 100,
      render: (s: 0 | 1) => <Badge status={s === 0 ? 'processing' : 'default'} text={t(`messageCenter.status.${s}`)} />,
    },
    { title: t('messageCenter.column.time'), dataIndex: 'time', width: 180, render: (v: number) => formatTime(v) },
    {
      title: t('messageCenter.column.actions'),
      key: 'actions',
      width: 110,
      render: (_: unknown, m) =>
        m.status === 0 ? (
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={() => markRead.mutate([m.id])}
            data-testid="mark-read"
          >
            {t('messageCenter.markRead')}
          </Button>
        ) : null,
    },
  ];
  const shaped = useColumnSetting<Message>('messages', all);
  return (
    <>
      <div className="console-table-tools">{shaped.button}</div>
      {/* A phone (≤ 576 px) gets one card per message instead of a table scrolled sideways. */}
      <ResponsiveTable<Message>
        data-testid="message-table"
        rowKey="id"
        size="middle"
        scroll={{ x: shaped.columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 120), 0) }}
        loading={loading}
        dataSource={page.list}
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          total: page.total,
          showSizeChanger: true,
          onChange: onPage,
          showTotal: (total) => t('messageCenter.total', { total }),
        }}
        columns={shaped.columns}
      />
    </>
  );
}
