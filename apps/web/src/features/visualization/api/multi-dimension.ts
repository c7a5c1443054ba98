import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MultiDimension } from '@yaoshi/contracts';
import { apiGet } from '@/lib/api-client';

/** GET /api/analysis/multi-dimension: samples by region/grade/source, products by type/brand, heat map. */
export const fetchMultiDimension = () => apiGet<MultiDimension>('/api/analysis/multi-dimension');

export const multiDimensionQuery = () =>
  queryOptions({ queryKey: ['analytics', 'multi-dimension'], queryFn: fetchMultiDimension });

export const useMultiDimension = () => useQuery(multiDimensionQuery());
