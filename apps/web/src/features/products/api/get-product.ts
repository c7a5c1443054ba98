import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@yaoshi/contracts';
import { fetchDetail, recordKeys } from '@/components/record-kit/record-api';

/** GET /api/products/:id — the record with its matters and samples. */
export const fetchProduct = (id: number, signal?: AbortSignal) => fetchDetail<ProductDetail>('products', id, signal);

export const productQuery = (id: number) =>
  queryOptions({ queryKey: recordKeys.detail('products', id), queryFn: ({ signal }) => fetchProduct(id, signal) });

export function useProduct(id: number | null) {
  return useQuery({ ...productQuery(id ?? 0), enabled: id !== null });
}
