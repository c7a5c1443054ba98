import { useMutation } from '@tanstack/react-query';
import type { ProductSample, ProductSampleCreate } from '@yaoshi/contracts';
import { createRecord } from '@/components/record-kit/record-api';

/** POST /api/product-samples (admin). */
export const createProductSample = (body: ProductSampleCreate) => createRecord<ProductSample>('product-samples', body);

export function useCreateProductSample() {
  return useMutation({ mutationFn: createProductSample });
}
