import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSampleRow } from '@yaoshi/contracts';
import { fetchPage, recordKeys, type ListQuery } from '@/components/record-kit/record-api';

/** GET /api/product-samples?current&pageSize&q&sort&product_id&grade&source&region&collected_from&collected_to&status */
export const fetchProductSamples = (query: ListQuery, signal?: AbortSignal) =>
  fetchPage<ProductSampleRow>('product-samples', query, signal);

export const productSamplesQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: recordKeys.list('product-samples', query),
    queryFn: ({ signal }) => fetchProductSamples(query, signal),
    placeholderData: keepPreviousData,
  });

export function useProductSamples(query: ListQuery) {
  return useQuery(productSamplesQuery(query));
}
