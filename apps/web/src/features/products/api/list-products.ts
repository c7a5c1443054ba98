import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductRow } from '@yaoshi/contracts';
import { fetchPage, recordKeys, type ListQuery } from '@/components/record-kit/record-api';

/** The list's filters in the URL (beside paging, search and sort); the route's data prefetch reads them too. */
export const PRODUCT_FILTER_KEYS = ['product_type', 'product_brand', 'matter_id', 'compliance', 'status'] as const;

/** GET /api/products?current&pageSize&q&sort&product_type&product_brand&matter_id&status */
export const fetchProducts = (query: ListQuery, signal?: AbortSignal) =>
  fetchPage<ProductRow>('products', query, signal);

export const productsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: recordKeys.list('products', query),
    queryFn: ({ signal }) => fetchProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(query: ListQuery) {
  return useQuery(productsQuery(query));
}
