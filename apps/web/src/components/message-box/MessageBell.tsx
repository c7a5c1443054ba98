import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Popover, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useUnreadCounts } from './use-messages';

// The box (tabs, lists) is its own chunk: most page views never open it.
const MessageBox = lazy(() => import('./MessageBox'));

/** The navbar bell: unread count badge; opens the message box. Only for signed-in users. */
export function MessageBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const total = useUnreadCounts(true).data?.total ?? 0;
  const label = t('navbar.alerts', { count: total });
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
      arrow={false}
      destroyOnHidden
      styles={{ container: { padding: 0, width: 400 } }}
      content={
        <Suspense fallback={<div style={{ height: 160 }} />}>
          <MessageBox onClose={() => setOpen(false)} />
        </Suspense>
      }
    >
      <Tooltip title={open ? undefined : t('navbar.alertsTitle')}>
        <Badge count={total} size="small" offset={[-4, 4]}>
          <Button shape="circle" icon={<BellOutlined />} aria-label={label} data-unread={total} />
        </Badge>
      </Tooltip>
    </Popover>
  );
}
