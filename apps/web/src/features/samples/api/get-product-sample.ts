import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSampleDetail } from '@yaoshi/contracts';
import { fetchDetail, recordKeys } from '@/components/record-kit/record-api';

/** GET /api/product-samples/:id — the sample with its product and testing reports. */
export const fetchProductSample = (id: number, signal?: AbortSignal) =>
  fetchDetail<ProductSampleDetail>('product-samples', id, signal);

export const productSampleQuery = (id: number) =>
  queryOptions({
    queryKey: recordKeys.detail('product-samples', id),
    queryFn: ({ signal }) => fetchProductSample(id, signal),
  });

export function useProductSample(id: number | null) {
  return useQuery({ ...productSampleQuery(id ?? 0), enabled: id !== null });
}
