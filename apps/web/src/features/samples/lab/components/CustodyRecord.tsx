import { Suspense, useState } from 'react';
import { Button, Tag, Typography } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CustodyEvent } from '@yaoshi/contracts';
import { formatTime } from '@/lib/format';
import { lazyNamed, useLatched } from '@/components/record-kit/lazy';

// The dialog (a form with its schema) loads on the first click.
const CustodyDialog = lazyNamed(() => import('./CustodyDialog'), 'CustodyDialog');

/** Opens the custody dialog of a sample (received by, stored at, moved to, handed to). */
export function RecordCustodyButton({ path, id }: { path: 'matter-samples' | 'product-samples'; id: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const mounted = useLatched(open);
  return (
    <>
      <Button icon={<InboxOutlined />} onClick={() => setOpen(true)} data-testid="custody-record">
        {t('lab.custody.record')}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <CustodyDialog path={path} id={id} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** What a custody event says, one line. */
function CustodyLine({ c }: { c: CustodyEvent }) {
  const { t } = useTranslation();
  return (
    <div>
      <Tag color="purple">{t('lab.custody.tag')}</Tag>
      <span>{t(`lab.custody.line.${c.event}`, { location: c.location, person: c.person })}</span>
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('lifecycle.history.by', { name: c.actor_name, time: formatTime(c.created_at) })}
        </Typography.Text>
      </div>
      {c.note && <div style={{ whiteSpace: 'pre-wrap' }}>{c.note}</div>}
    </div>
  );
}

/** A custody event as an item of the lifecycle history timeline. */
export function CustodyTimelineItem(c: CustodyEvent) {
  return { key: `custody-${c.id}`, color: 'purple', content: <CustodyLine c={c} /> };
}
