import { useState } from 'react';
import { Button, Card, Empty, Segmented, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Nonconformity } from '@yaoshi/contracts';
import { QueryState } from '@/components/console-kit';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { formatTime } from '@/lib/format';
import { useUserStore } from '@/stores/user';
import { type NonconformityFilter, useNonconformities } from '../api/qc-api';
import { CloseNonconformityDialog } from '../components/CorrectiveActions';

/**
 * The lab's nonconformities in one place: each was opened by a corrective action on a held run;
 * a QA manager (or a curator) closes it once the action proved effective.
 */
export default function NonconformitiesPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<NonconformityFilter>('open');
  const [closing, setClosing] = useState<Nonconformity | null>(null);
  const query = useNonconformities(filter);
  const qa = useUserStore((s) => s.role === 'admin' || (s.info.capabilities ?? []).includes('qa_manager'));
  return (
    <div className="page-container">
      <Card variant="borderless">
        <Typography.Title level={1} style={{ fontSize: 18, marginTop: 0 }}>
          {t('qc.ncPage.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('qc.ncPage.intro')}</Typography.Paragraph>
        <Segmented<NonconformityFilter>
          value={filter}
          onChange={setFilter}
          options={(['open', 'closed', 'all'] as const).map((f) => ({ value: f, label: t(`qc.ncPage.filter.${f}`) }))}
          style={{ marginBottom: 12 }}
        />
        <QueryState query={query} rows={4}>
          {(list) =>
            list.length === 0 ? (
              <Empty description={t(`qc.ncPage.empty.${filter}`)} />
            ) : (
              // On a phone (≤ 576 px) one card per nonconformity.
              <ResponsiveTable<Nonconformity>
                rowKey="id"
                size="small"
                dataSource={list}
                pagination={false}
                scroll={{ x: 'max-content' }}
                data-testid="nc-list"
                columns={[
                  {
                    title: t('qc.ncPage.col.num'),
                    key: 'num',
                    render: (_, n) => <span className="records-mono">{n.num}</span>,
                  },
                  {
                    title: t('qc.ncPage.col.worksheet'),
                    key: 'worksheet',
                    render: (_, n) => (
                      <Link to={`/lab/worksheet/${n.worksheet_id}`} className="records-mono">
                        {n.worksheet_num}
                      </Link>
                    ),
                  },
                  { title: t('qc.ncPage.col.summary'), dataIndex: 'summary' },
                  {
                    title: t('qc.ncPage.col.action'),
                    key: 'action',
                    render: (_, n) => (
                      <Space orientation="vertical" size={0}>
                        <span style={{ whiteSpace: 'pre-wrap' }}>{n.action}</span>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {t('qc.ncPage.takenBy', { who: n.taken_by, at: formatTime(n.taken_at) })}
                        </Typography.Text>
                      </Space>
                    ),
                  },
                  {
                    title: t('qc.ncPage.col.status'),
                    key: 'status',
                    render: (_, n) => (
                      <Space orientation="vertical" size={0}>
                        <Tag color={n.status === 'open' ? 'warning' : 'default'}>{t(`qc.nc.${n.status}`)}</Tag>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {t('qc.ncPage.openedAt', { at: formatTime(n.opened_at) })}
                        </Typography.Text>
                        {n.closed_at !== null && (
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {t('qc.ncPage.closedBy', { who: n.closed_by_name, at: formatTime(n.closed_at) })}
                            {n.close_note && `: ${n.close_note}`}
                          </Typography.Text>
                        )}
                      </Space>
                    ),
                  },
                  {
                    title: t('qc.ncPage.col.operations'),
                    key: 'ops',
                    render: (_, n) =>
                      qa && n.status === 'open' ? (
                        <Button size="small" onClick={() => setClosing(n)} data-testid="nc-close">
                          {t('qc.nc.close')}
                        </Button>
                      ) : null,
                  },
                ]}
              />
            )
          }
        </QueryState>
      </Card>
      <CloseNonconformityDialog target={closing} onClose={() => setClosing(null)} />
    </div>
  );
}
