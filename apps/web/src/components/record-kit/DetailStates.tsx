import { Suspense, useDeferredValue, type ReactNode } from 'react';
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
  // The record arrives through TanStack Query's store, which React renders at once, in one task;
  // a detail page is long (a matter's page draws a dozen sections), so it is drawn from a deferred
  // copy, which React renders in short slices (Lighthouse TBT). The skeleton lasts one render longer.
  const data = useDeferredValue(query.data);
  const notFound = !validId || (query.error instanceof ApiError && query.error.code === CODE.NOT_FOUND);
  if (notFound || query.isError) {
    return (
      <Suspense fallback={<DetailSkeleton />}>
        <DetailProblem notFound={notFound} retry={() => void query.refetch()} />
      </Suspense>
    );
  }
  if (query.isLoading || !data) return <DetailSkeleton />;
  return <>{children(data)}</>;
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
