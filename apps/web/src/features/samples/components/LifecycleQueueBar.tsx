import { Space, Typography } from 'antd';
import './lifecycle.css';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listPath } from '../../../components/records/paths';
import type { ListStateApi } from '../../../components/records/use-list-state';
import { useLabQueue } from '../api/sample-lifecycle';
import type { SampleKindConfig } from '../sample-kinds';

/**
 * Above a sample list: how many samples of this kind wait for the caller's role, each count a
 * link to the list filtered to that state (researchers do not have the workplace).
 */
export function LifecycleQueueBar({ cfg, list }: { cfg: SampleKindConfig; list: ListStateApi }) {
  const { t } = useTranslation();
  const { data } = useLabQueue();
  const items = data?.items.filter((i) => i.kind === cfg.kind) ?? [];
  if (items.length === 0) return null;
  return (
    <div className="lifecycle-queue-bar" data-testid="lifecycle-queue-bar">
      <Space wrap size={[12, 4]}>
        <Typography.Text strong>{t('lifecycle.queue.title')}</Typography.Text>
        {items.map((i) => (
          <Link
            key={i.state}
            to={listPath(cfg.listRoute, { state: i.state })}
            aria-current={list.state.state === i.state ? 'true' : undefined}
            data-testid={`lifecycle-queue-${i.state}`}
          >
            {t(`lifecycle.state.${i.state}`)} {i.count}
          </Link>
        ))}
      </Space>
    </div>
  );
}
