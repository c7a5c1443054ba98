import type { ReactNode } from 'react';
import { Card, Result } from 'antd';

/** The frame shared by the 403/404/500 pages. */
export function ExceptionResult({
  status,
  description,
  actions,
}: {
  status: '403' | '404' | '500';
  description: string;
  actions: ReactNode;
}) {
  return (
    <div className="page-container">
      <Card variant="borderless">
        <Result status={status} title={status} subTitle={description} extra={actions} style={{ padding: '48px 0' }} />
      </Card>
    </div>
  );
}
