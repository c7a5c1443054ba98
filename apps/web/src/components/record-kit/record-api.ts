import type { Page } from '@yaoshi/contracts';
import { CODE } from '@yaoshi/contracts/errors';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/**
 * Generic calls of the catalogue API (`/api/<path>`), wrapped per operation by each
 * feature's `api/` files. Query keys start with ['records', path] so one invalidation
 * refreshes every list and detail of a kind.
 */
export type RecordPath = 'matters' | 'products' | 'matter-samples' | 'product-samples' | 'reports' | 'regulations';
export type ListQuery = Record<string, string | number>;

export const recordKeys = {
  all: ['records'] as const,
  kind: (path: RecordPath) => ['records', path] as const,
  list: (path: RecordPath, query: ListQuery) => ['records', path, 'list', query] as const,
  detail: (path: RecordPath, id: number) => ['records', path, 'detail', id] as const,
};

export function fetchPage<T>(path: RecordPath, query: ListQuery, signal?: AbortSignal): Promise<Page<T>> {
  return apiGet<Page<T>>(`/api/${path}`, query, { signal });
}

/** A missing record is told by its page (DetailStates' one not-found state), not by a toast as well. */
export function fetchDetail<T>(path: RecordPath, id: number, signal?: AbortSignal): Promise<T> {
  return apiGet<T>(`/api/${path}/${id}`, undefined, { signal, quiet: [CODE.NOT_FOUND] });
}

export function createRecord<T>(path: RecordPath, body: unknown): Promise<T> {
  return apiPost<T>(`/api/${path}`, body);
}

export function updateRecord<T>(path: RecordPath, id: number, body: unknown): Promise<T> {
  return apiPut<T>(`/api/${path}/${id}`, body);
}

export function deleteRecord(path: RecordPath, id: number): Promise<{ id: number }> {
  return apiDelete<{ id: number }>(`/api/${path}/${id}`);
}

/** After a write: counts on other kinds change too (a product's matters, a matter's samples). */
export function invalidateRecords(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: recordKeys.all });
}
