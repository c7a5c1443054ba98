import type { FastifyInstance } from 'fastify';
import {
  matterSampleCreateSchema,
  matterSampleDetailSchema,
  matterSampleListQuerySchema,
  matterSampleRowSchema,
  matterSampleSchema,
  matterSampleUpdateSchema,
  productSampleCreateSchema,
  productSampleDetailSchema,
  productSampleListQuerySchema,
  productSampleRowSchema,
  productSampleSchema,
  productSampleUpdateSchema,
} from '@yaoshi/contracts';
import { type CrudService, registerCrud } from '../records/crud-routes';
import type { SamplesService } from './samples.service';

// The generic service speaks in records keyed by the API names; the schemas check them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const asCrud = (s: SamplesService) => s as unknown as CrudService<any, any, any, any, any, any>;

export async function samplesRoutes(
  app: FastifyInstance,
  { matterSamples, productSamples }: { matterSamples: SamplesService; productSamples: SamplesService },
) {
  registerCrud(app, {
    path: 'matter-samples',
    tag: 'samples',
    readAccess: 'signed-in',
    writeAccess: ['admin'],
    // Researchers register samples (the lifecycle's first state); editing stays with curators.
    createAccess: ['user', 'admin'],
    schemas: {
      query: matterSampleListQuerySchema,
      row: matterSampleRowSchema,
      detail: matterSampleDetailSchema,
      record: matterSampleSchema,
      create: matterSampleCreateSchema,
      update: matterSampleUpdateSchema,
    },
    service: asCrud(matterSamples),
  });
  registerCrud(app, {
    path: 'product-samples',
    tag: 'samples',
    readAccess: 'signed-in',
    writeAccess: ['admin'],
    createAccess: ['user', 'admin'],
    schemas: {
      query: productSampleListQuerySchema,
      row: productSampleRowSchema,
      detail: productSampleDetailSchema,
      record: productSampleSchema,
      create: productSampleCreateSchema,
      update: productSampleUpdateSchema,
    },
    service: asCrud(productSamples),
  });
}
