import type { ReactNode } from 'react';
import { Card } from 'antd';

export interface PageContainerProps {
  /** Already translated page title. */
  title?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}

/** The standard frame of a page inside the layout: padding and one titled card. */
export function PageContainer({ title, extra, children }: PageContainerProps) {
  return (
    <div className="page-container">
      <Card title={title} extra={extra} variant="borderless">
        {children}
      </Card>
    </div>
  );
}
