import type { ReactNode } from 'react';
import { Button, Card, Result, Skeleton } from 'antd';
import { CODE } from '@yaoshi/contracts/errors';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../../components/use-go-back';
import { ApiError } from '../../lib/api-client';

export interface DetailQuery<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Loading, not-found and error states of a detail page; renders `children` once the record is there. */
export function DetailStates<T>({
  query,
  validId,
  children,
}: {
  query: DetailQuery<T>;
  /** false when the route parameter is not an id at all. */
  validId: boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const notFound = !validId || (query.error instanceof ApiError && query.error.code === CODE.NOT_FOUND);
  if (notFound) {
    return (
      <div className="page-container">
        <Card variant="borderless">
          <Result
            status="404"
            title={t('catalogue.detail.notFound')}
            subTitle={t('catalogue.detail.notFoundHint')}
            extra={<Button onClick={goBack}>{t('catalogue.action.back')}</Button>}
          />
        </Card>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="page-container">
        <Card variant="borderless">
          <Result
            status="error"
            title={t('catalogue.detail.loadError')}
            extra={
              <Button type="primary" onClick={() => void query.refetch()}>
                {t('catalogue.action.retry')}
              </Button>
            }
          />
        </Card>
      </div>
    );
  }
  if (query.isLoading || !query.data) {
    return (
      <div className="page-container" data-testid="detail-loading">
        <Card variant="borderless">
          <Skeleton active avatar paragraph={{ rows: 6 }} />
        </Card>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** The numeric `:id` of a detail route, or null. */
export function parseId(raw: string | undefined): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}
