import { Button, Popconfirm, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserSession } from '@yaoshi/contracts';
import { QueryState } from '@/components/console-kit';
import type { RecordColumn } from '@/components/record-kit/RecordTable';
import { useColumnSetting } from '@/components/record-kit/use-list-shaping';
import { formatTime } from '@/lib/format';
import { useRevokeSession, useSessions } from '../api/sessions';
import { describeAgent } from './user-agent';

/** My signed-in sessions; any but this one can be ended. */
export function SessionsTable() {
  const { t } = useTranslation();
  const query = useSessions();
  const revoke = useRevokeSession();
  const l = (k: string) => t(`userSetting.sessions.${k}`);
  const all: RecordColumn<UserSession>[] = [
    {
      title: l('device'),
      dataIndex: 'userAgent',
      width: 210,
      ellipsis: true,
      render: (ua: string, s) => (
        <span>
          {s.current && <Tag color="blue">{l('current')}</Tag>}
          <Typography.Text title={`${ua}\n${l('expiresAt')}: ${formatTime(s.expiresAt)}`}>
            {describeAgent(ua)}
          </Typography.Text>
        </span>
      ),
    },
    { title: l('ip'), dataIndex: 'ip', width: 120 },
    { title: l('createdAt'), dataIndex: 'createdAt', width: 165, render: (v: number) => formatTime(v) },
    { title: l('lastSeenAt'), dataIndex: 'lastSeenAt', width: 165, render: (v: number) => formatTime(v) },
    {
      title: l('actions'),
      key: 'actions',
      width: 90,
      render: (_: unknown, s) =>
        s.current ? null : (
          <Popconfirm title={l('revokeConfirm')} onConfirm={() => revoke.mutateAsync(s.id)}>
            <Button type="link" size="small" danger style={{ padding: 0 }} data-testid="revoke-session">
              {l('revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];
  const shaped = useColumnSetting<UserSession>('sessions', all);
  return (
    <QueryState query={query} isEmpty={(d) => d.length === 0} rows={4}>
      {(sessions) => (
        <>
          <div className="console-table-tools">{shaped.button}</div>
          <Table<UserSession>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={sessions}
            data-testid="sessions"
            scroll={{ x: shaped.columns.length === all.length ? 720 : 'max-content' }}
            columns={shaped.columns}
          />
        </>
      )}
    </QueryState>
  );
}
