import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OperationLog, Page } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';
import { recordKeys, type RecordPath } from './record-api';

/** Operation-log kind of each record path (what the services write). */
export const LOG_KIND: Record<RecordPath, string> = {
  matters: 'matter',
  products: 'product',
  'matter-samples': 'matter-sample',
  'product-samples': 'product-sample',
  reports: 'report',
  regulations: 'regulation',
};

/** The newest revisions shown; older ones are in the operation log screen. */
export const HISTORY_LIMIT = 50;

/**
 * GET /api/operation/log?kind=&record_id= (admins only). Keyed under the record's kind, so
 * the invalidation after every write refreshes the history with the detail.
 */
export const historyQuery = (path: RecordPath, id: number) =>
  queryOptions({
    queryKey: [...recordKeys.kind(path), 'history', id] as const,
    queryFn: ({ signal }) =>
      apiGet<Page<OperationLog>>(
        '/api/operation/log',
        { kind: LOG_KIND[path], record_id: id, pageSize: HISTORY_LIMIT },
        { signal },
      ),
  });

export const useRecordHistory = (path: RecordPath, id: number, enabled: boolean) =>
  useQuery({ ...historyQuery(path, id), enabled });
