import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OperationLogRow, Page } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

export const OPERATION_LOG_URL = '/api/profile/basic/operation-log';

/** The SPEC §3 operation-log rows of the parameter submissions, newest first. */
export const fetchOperationLog = (current: number, pageSize: number) =>
  apiGet<Page<OperationLogRow>>(OPERATION_LOG_URL, { current, pageSize });

export const operationLogQuery = (current: number, pageSize: number) =>
  queryOptions({
    queryKey: ['profile', 'operation-log', current, pageSize],
    queryFn: () => fetchOperationLog(current, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useOperationLog = (current: number, pageSize: number) => useQuery(operationLogQuery(current, pageSize));
