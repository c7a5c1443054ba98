import { Badge, Card, Col, Descriptions, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/console-kit';
import { formatTime } from '@/lib/format';
import { METRICS_POLL_MS, useMetrics } from '../api/monitor-metrics';
import { ActivityFeed } from '../components/ActivityFeed';
import { MetricCards } from '../components/MetricCards';
import { MetricsChart } from '../components/MetricsChart';
import { WorkerList } from '../components/WorkerList';
import { formatBytes, formatDuration } from '../components/metric-format';

/** Real-time monitor (admin): live server metrics polled every 5 s and the activity feed. */
export default function Monitor() {
  const { t } = useTranslation();
  const query = useMetrics();
  const stale = query.isError && query.data !== undefined;
  return (
    <div className="page-container">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card variant="borderless">
          <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
            <Typography.Title level={1} style={{ fontSize: 18, margin: 0 }}>
              {t('menu.dashboard.monitor')}
            </Typography.Title>
            <Badge
              status={stale ? 'error' : query.isSuccess ? 'processing' : 'default'}
              text={
                stale
                  ? t('monitor.live.stale', { time: formatTime(query.data?.at) })
                  : t('monitor.live.on', { seconds: METRICS_POLL_MS / 1000, time: formatTime(query.data?.at) })
              }
            />
          </Space>
        </Card>
        <QueryState query={query} rows={3}>
          {(metrics) => <MetricCards metrics={metrics} />}
        </QueryState>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={15}>
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <Card title={t('monitor.chart.title')} variant="borderless">
                <QueryState query={query} rows={6}>
                  {(metrics) => <MetricsChart series={metrics.series} />}
                </QueryState>
              </Card>
              <Card title={t('monitor.process.title')} variant="borderless">
                <QueryState query={query} rows={3}>
                  {(metrics) => (
                    <Descriptions
                      size="small"
                      column={{ xs: 1, md: 2 }}
                      items={[
                        { key: 'pid', label: t('monitor.process.pid'), children: metrics.process.pid },
                        {
                          key: 'uptime',
                          label: t('monitor.process.uptime'),
                          children: formatDuration(metrics.process.uptimeSeconds),
                        },
                        {
                          key: 'cpu',
                          label: t('monitor.process.cpu'),
                          children: `${metrics.process.cpuPercent.toFixed(1)}%`,
                        },
                        {
                          key: 'rss',
                          label: t('monitor.process.rss'),
                          children: formatBytes(metrics.process.rssBytes),
                        },
                        {
                          key: 'heap',
                          label: t('monitor.process.heap'),
                          children: formatBytes(metrics.process.heapUsedBytes),
                        },
                        { key: 'engine', label: t('monitor.process.engine'), children: metrics.database.engine },
                      ]}
                    />
                  )}
                </QueryState>
              </Card>
              <QueryState query={query} rows={2}>
                {(metrics) => (
                  <Card title={t('monitor.workers.title', { count: metrics.workers.length })} variant="borderless">
                    <WorkerList workers={metrics.workers} />
                  </Card>
                )}
              </QueryState>
            </Space>
          </Col>
          <Col xs={24} xl={9}>
            <ActivityFeed />
          </Col>
        </Row>
      </Space>
    </div>
  );
}
