import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MonitorWorker } from '@yaoshi/contracts';
import { formatBytes, formatDuration, formatMs } from './metric-format';

/** Every server process that reported in the last 15 s (WORKERS and other servers on the same database). */
export function WorkerList({ workers }: { workers: MonitorWorker[] }) {
  const { t } = useTranslation();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="monitor-workers">
      {workers.map((w) => (
        <li key={w.instance} style={{ padding: '4px 0' }}>
          <Typography.Text strong>
            {w.host} · {t('monitor.process.pid')} {w.pid}
          </Typography.Text>{' '}
          {w.self && <Tag>{t('monitor.workers.self')}</Tag>}
          <Typography.Text type="secondary">
            {[
              `${t('monitor.process.uptime')} ${formatDuration(w.uptimeSeconds)}`,
              `CPU ${w.cpuPercent.toFixed(1)}%`,
              formatBytes(w.rssBytes),
              t('monitor.workers.rpm', { value: w.requestsPerMinute }),
              t('monitor.workers.loop', { value: formatMs(w.eventLoopP99Ms) }),
            ].join(' · ')}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}
