import { useMutation } from '@tanstack/react-query';
import type { Product, ProductUpdate } from '@yaoshi/contracts';
import { updateRecord } from '@/components/record-kit/record-api';

/** PUT /api/products/:id (admin): any subset of the editable fields. */
export const updateProduct = (id: number, body: ProductUpdate) => updateRecord<Product>('products', id, body);

export function useUpdateProduct() {
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: ProductUpdate }) => updateProduct(id, body) });
}
