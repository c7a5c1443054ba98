import { Avatar, Card, Col, Row, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserVisitsItem } from '@yaoshi/contracts';
import { QueryState, SimpleList, Trend } from '@/components/console-kit';
import { formatTime } from '@/lib/format';
import { VerbatimText } from '@/components/ChineseText';
import { useLatestActivity, useVisits } from '../api/activity';
import { useProjectTeamCounts } from '../api/groups';

/** Overview: project/team counts, my latest activity, visits to the records I curate. */
export function OverviewTab() {
  const { t } = useTranslation();
  const counts = useProjectTeamCounts();
  const activity = useLatestActivity();
  const visits = useVisits();
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <QueryState query={counts} rows={2}>
          {(items) => (
            <Row gutter={16}>
              {items.map((c) => (
                <Col key={c.key} xs={12} md={6}>
                  <Card size="small">
                    <Statistic title={t(`userInfo.count.${c.key}`)} value={c.count} />
                  </Card>
                </Col>
              ))}
            </Row>
          )}
        </QueryState>
      </Col>
      <Col xs={24} xl={14}>
        <Card title={t('userInfo.activity.title')} size="small">
          <QueryState
            query={activity}
            isEmpty={(d) => d.length === 0}
            emptyText={t('userInfo.activity.empty')}
            rows={5}
          >
            {(items) => (
              <SimpleList
                testId="latest-activity"
                items={items.map((a) => ({
                  key: a.id,
                  avatar: (
                    <Avatar size="small" alt="" src={a.avatar || undefined}>
                      {a.title.slice(0, 1)}
                    </Avatar>
                  ),
                  title: a.link ? (
                    <Link to={a.link}>
                      <VerbatimText text={a.title} verbatim={a.recordText} />
                    </Link>
                  ) : (
                    <VerbatimText text={a.title} verbatim={a.recordText} />
                  ),
                  description: (
                    <>
                      <VerbatimText text={a.description} verbatim={a.recordText} /> · {formatTime(a.time)}
                    </>
                  ),
                }))}
              />
            )}
          </QueryState>
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title={t('userInfo.visits.title')} size="small">
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {t('userInfo.visits.hint')}
          </Typography.Paragraph>
          <QueryState query={visits} isEmpty={(d) => d.length === 0} rows={4}>
            {(items) => (
              <Table<UserVisitsItem>
                size="small"
                rowKey="name"
                pagination={false}
                dataSource={items}
                data-testid="visits"
                columns={[
                  {
                    title: t('userInfo.visits.kind'),
                    dataIndex: 'name',
                    render: (k: string) => t(`console.kind.${k}`, { defaultValue: k }),
                  },
                  { title: t('userInfo.visits.thisWeek'), dataIndex: 'visits', align: 'right' },
                  { title: t('userInfo.visits.lastWeek'), dataIndex: 'lastWeek', align: 'right' },
                  {
                    title: t('userInfo.visits.growth'),
                    dataIndex: 'growth',
                    align: 'right',
                    render: (g: number | null) => <Trend value={g} />,
                  },
                ]}
              />
            )}
          </QueryState>
        </Card>
      </Col>
    </Row>
  );
}
