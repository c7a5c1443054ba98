import { Card, Col, Row, Statistic, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MonitorMetrics } from '@yaoshi/contracts';
import { formatBytes, formatMs } from './metric-format';

/** The six live numbers the monitor promises, as the answering server measured them. */
export function MetricCards({ metrics }: { metrics: MonitorMetrics }) {
  const { t } = useTranslation();
  const cards = [
    {
      key: 'rpm',
      value: metrics.requestsPerMinute.toFixed(1),
      hint: t('monitor.hint.window', { seconds: metrics.windowSeconds }),
    },
    {
      key: 'errorRate',
      value: `${(metrics.errorRate * 100).toFixed(2)}%`,
      hint: t('monitor.hint.clientErrors', { rate: (metrics.clientErrorRate * 100).toFixed(2) }),
      danger: metrics.errorRate > 0.01,
    },
    {
      key: 'p95',
      value: formatMs(metrics.p95LatencyMs),
      hint: t('monitor.hint.p50', { value: formatMs(metrics.p50LatencyMs) }),
    },
    {
      key: 'eventLoop',
      value: formatMs(metrics.eventLoopDelayMs.p99),
      hint: t('monitor.hint.eventLoop', {
        mean: formatMs(metrics.eventLoopDelayMs.mean),
        max: formatMs(metrics.eventLoopDelayMs.max),
      }),
    },
    {
      key: 'dbSize',
      value: formatBytes(metrics.database.sizeBytes),
      hint: metrics.database.engine === 'postgres' ? 'PostgreSQL' : 'SQLite',
    },
    { key: 'sessions', value: String(metrics.activeSessions), hint: t('monitor.hint.sessions') },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((c) => (
        <Col key={c.key} xs={12} md={8} xl={4}>
          <Card size="small" variant="borderless" data-testid={`metric-${c.key}`}>
            <Tooltip title={c.hint}>
              <Statistic
                title={t(`monitor.metric.${c.key}`)}
                value={c.value}
                styles={{ content: { fontWeight: 600, color: c.danger ? '#f53f3f' : undefined } }}
              />
            </Tooltip>
            <div
              style={{
                fontSize: 12,
                opacity: 0.65,
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {c.hint}
            </div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
