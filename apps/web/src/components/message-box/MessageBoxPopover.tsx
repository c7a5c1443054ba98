import { lazy, Suspense, useEffect, type ReactNode, type RefObject } from 'react';
import { Popover } from 'antd';

// The box (tabs, lists) is its own chunk too: the popover opens before its lists arrive.
const MessageBox = lazy(() => import('./MessageBox'));

/** The popover of the bell with the message box; loaded on the bell's first click. */
export default function MessageBoxPopover({
  open,
  onOpenChange,
  refocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell to focus again once mounted (loading this replaced the focused button). */
  refocus: RefObject<HTMLElement | null> | null;
  children: ReactNode;
}) {
  useEffect(() => refocus?.current?.focus(), [refocus]);
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={onOpenChange}
      placement="bottomRight"
      arrow={false}
      destroyOnHidden
      styles={{ container: { padding: 0, width: 'min(400px, calc(100vw - 16px))' } }}
      content={
        <Suspense fallback={<div style={{ height: 160 }} />}>
          <MessageBox onClose={() => onOpenChange(false)} />
        </Suspense>
      }
    >
      {children}
    </Popover>
  );
}
