import { useMutation } from '@tanstack/react-query';
import type { ProductSample, ProductSampleUpdate } from '@yaoshi/contracts';
import { updateRecord } from '@/components/record-kit/record-api';

/** PUT /api/product-samples/:id (admin): any subset of the editable fields. */
export const updateProductSample = (id: number, body: ProductSampleUpdate) =>
  updateRecord<ProductSample>('product-samples', id, body);

export function useUpdateProductSample() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProductSampleUpdate }) => updateProductSample(id, body),
  });
}
