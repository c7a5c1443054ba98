import { lazy, Suspense, useRef, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useUnreadCounts } from './use-messages';

// Not needed for the first paint (DESIGN §6): the popover with the box loads on the first
// click, the badge once there is something unread.
const MessageBoxPopover = lazy(() => import('./MessageBoxPopover'));
const UnreadBadge = lazy(() => import('./UnreadBadge'));

/** The navbar bell: unread count badge; opens the message box. Only for signed-in users. */
export function MessageBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [boxWanted, setBoxWanted] = useState(false);
  const [refocus, setRefocus] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const total = useUnreadCounts(true).data?.total ?? 0;
  const label = t('navbar.alerts', { count: total });

  const button = (
    <Button
      ref={buttonRef}
      shape="circle"
      icon={<BellOutlined />}
      aria-label={label}
      data-unread={total}
      onClick={
        boxWanted
          ? undefined
          : (e) => {
              setRefocus(document.activeElement === e.currentTarget);
              setBoxWanted(true);
              setOpen(true);
            }
      }
    />
  );
  const tip = open ? undefined : t('navbar.alertsTitle');
  const plain = <Tooltip title={tip}>{button}</Tooltip>;
  const bell = <Tooltip title={tip}>{total > 0 ? <UnreadBadge count={total}>{button}</UnreadBadge> : button}</Tooltip>;
  return (
    <Suspense fallback={plain}>
      {boxWanted ? (
        <MessageBoxPopover open={open} onOpenChange={setOpen} refocus={refocus ? buttonRef : null}>
          {bell}
        </MessageBoxPopover>
      ) : (
        bell
      )}
    </Suspense>
  );
}
