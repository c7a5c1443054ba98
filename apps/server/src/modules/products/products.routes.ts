import type { FastifyInstance } from 'fastify';
import {
  productCreateSchema,
  productDetailSchema,
  productListQuerySchema,
  productRowSchema,
  productSchema,
  productUpdateSchema,
} from '@yaoshi/contracts';
import { registerCrud } from '../records/crud-routes';
import type { ProductsService } from './products.service';

export async function productsRoutes(app: FastifyInstance, { products }: { products: ProductsService }) {
  registerCrud(app, {
    path: 'products',
    tag: 'products',
    readAccess: 'open',
    writeAccess: ['admin'],
    schemas: {
      query: productListQuerySchema,
      row: productRowSchema,
      detail: productDetailSchema,
      record: productSchema,
      create: productCreateSchema,
      update: productUpdateSchema,
    },
    service: products,
  });
}
