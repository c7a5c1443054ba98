import type { ComponentProps } from 'react';
import { Badge } from 'antd';

/** antd's Badge, as its own chunk: loaded when there is something unread to count. */
export default function UnreadBadge(props: ComponentProps<typeof Badge>) {
  return <Badge size="small" offset={[-4, 4]} {...props} />;
}
