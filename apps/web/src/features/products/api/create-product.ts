import { useMutation } from '@tanstack/react-query';
import type { Product, ProductCreate } from '@yaoshi/contracts';
import { createRecord } from '@/components/record-kit/record-api';

/** POST /api/products (admin). */
export const createProduct = (body: ProductCreate) => createRecord<Product>('products', body);

export function useCreateProduct() {
  return useMutation({ mutationFn: createProduct });
}
