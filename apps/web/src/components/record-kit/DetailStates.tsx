import { Suspense, type ReactNode } from 'react';
import { Card, Skeleton } from 'antd';
import { CODE } from '@yaoshi/contracts/errors';
import { ApiError } from '@/lib/api-client';
import { lazyNamed } from './lazy';

// antd's Result (with its 404 and error pictures) loads only when a page has to show one.
const DetailProblem = lazyNamed(() => import('./DetailProblem'), 'DetailProblem');

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
  const notFound = !validId || (query.error instanceof ApiError && query.error.code === CODE.NOT_FOUND);
  if (notFound || query.isError) {
    return (
      <Suspense fallback={<DetailSkeleton />}>
        <DetailProblem notFound={notFound} retry={() => void query.refetch()} />
      </Suspense>
    );
  }
  if (query.isLoading || !query.data) return <DetailSkeleton />;
  return <>{children(query.data)}</>;
}

function DetailSkeleton() {
  return (
    <div className="page-container" data-testid="detail-loading">
      <Card variant="borderless">
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </Card>
    </div>
  );
}

/** The numeric `:id` of a detail route, or null. */
export function parseId(raw: string | undefined): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}
