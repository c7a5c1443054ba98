import type { ReactNode } from 'react';
import './console-kit.css';

export interface SimpleListItem {
  key: string | number;
  avatar?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
}

/** A plain list of rows (antd's List is deprecated in v6 and Listy is a virtual list). */
export function SimpleList({ items, testId }: { items: SimpleListItem[]; testId?: string }) {
  return (
    <ul className="ck-list" data-testid={testId}>
      {items.map((item) => (
        <li key={item.key} className="ck-list-item">
          {item.avatar && <div className="ck-list-avatar">{item.avatar}</div>}
          <div className="ck-list-main">
            <div className="ck-list-title">{item.title}</div>
            {item.description && <div className="ck-list-desc">{item.description}</div>}
          </div>
          {item.extra && <div className="ck-list-extra">{item.extra}</div>}
        </li>
      ))}
    </ul>
  );
}
