import './lifecycle.css';
import { Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listPath } from '@/components/record-kit/paths';
import type { ListStateApi } from '@/components/record-kit/use-list-state';
import type { SampleKind } from '@/components/record-kit/sample-view';
import { useLabQueue } from '../api/sample-lifecycle';
import { MATTER_SAMPLE, PRODUCT_SAMPLE, type SampleKindConfig } from '../sample-kinds';

const KINDS = [MATTER_SAMPLE, PRODUCT_SAMPLE];

/**
 * Above each sample list: the workplace's lab queue (samples waiting for the caller's role, both
 * kinds, each count a link to the list filtered to that state) as one line — researchers have
 * no workplace, so this is where they see what waits for them.
 */
export function LifecycleQueueBar({ cfg, list }: { cfg: SampleKindConfig; list: ListStateApi }) {
  const state = typeof list.state.state === 'string' ? list.state.state : undefined;
  return <LabQueueBar kind={cfg.kind} state={state} />;
}

/**
 * The queue as one line of links; the count of the list it sits on (`kind`, `state`) is marked
 * current. Without `kind` (My work) no count is current.
 */
export function LabQueueBar({ kind, state }: { kind?: SampleKind; state?: string }) {
  const { t } = useTranslation();
  const query = useLabQueue();
  // A strip, not a section: nothing while loading or on error (the list below has its own states).
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <nav className="lifecycle-queue-bar" data-testid="lifecycle-queue-bar" aria-label={t('lifecycle.queue.title')}>
      <Space wrap size={[12, 4]}>
        <Typography.Text strong>{t('lifecycle.queue.title')}</Typography.Text>
        {KINDS.map((cfg) => (
          <Space key={cfg.kind} size={[10, 4]} wrap data-testid={`lifecycle-queue-${cfg.kind}`}>
            <Typography.Text type="secondary">{t(`lifecycle.queue.${cfg.kind}`)}</Typography.Text>
            {items
              .filter((i) => i.kind === cfg.kind)
              .map((i) => (
                <Link
                  key={i.state}
                  to={listPath(cfg.listRoute, { state: i.state })}
                  aria-current={kind === cfg.kind && state === i.state ? 'true' : undefined}
                  data-testid={`lifecycle-queue-${cfg.kind}-${i.state}`}
                >
                  {t(`lifecycle.state.${i.state}`)} {i.count}
                </Link>
              ))}
          </Space>
        ))}
      </Space>
    </nav>
  );
}
