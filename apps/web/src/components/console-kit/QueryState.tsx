import type { ReactNode } from 'react';
import { Button, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

export interface QueryStateProps<T> {
  /** A TanStack query result (only the fields used here). */
  query: { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Whether loaded data counts as empty. */
  isEmpty?: (data: T) => boolean;
  emptyText?: ReactNode;
  /** Skeleton rows while loading. */
  rows?: number;
  children: (data: T) => ReactNode;
}

/**
 * The three states every console block has besides its content: loading (skeleton),
 * error (with retry; the API client already told the person why) and empty. A failed
 * refetch keeps the data already shown.
 */
export function QueryState<T>({ query, isEmpty, emptyText, rows = 4, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  // Data already shown stays when a refetch fails (a live page keeps its last numbers).
  if (query.data === undefined && query.isPending) return <Skeleton active title={false} paragraph={{ rows }} />;
  if (query.data === undefined) {
    return (
      <Result
        status="warning"
        title={t('console.state.error')}
        extra={
          <Button onClick={() => void query.refetch()} data-testid="retry">
            {t('console.state.retry')}
          </Button>
        }
        style={{ padding: '24px 0' }}
      />
    );
  }
  if (isEmpty?.(query.data)) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('console.state.empty')} />;
  }
  return <>{children(query.data)}</>;
}
