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
import { validationError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { type CrudService, registerCrud } from '../records/crud-routes';
import type { SamplesService } from './samples.service';

// The generic service speaks in records keyed by the API names; the schemas check them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const asCrud = (s: SamplesService) => s as unknown as CrudService<any, any, any, any, any, any>;

const CREATE_URLS = new Set(['/api/matter-samples', '/api/product-samples']);

export async function samplesRoutes(
  app: FastifyInstance,
  { matterSamples, productSamples }: { matterSamples: SamplesService; productSamples: SamplesService },
) {
  // A researcher registers a sample as it is (listed, no photos: uploads are the curators'); taking
  // it offline or attaching pictures stays with curators, as on the web form.
  app.addHook('preHandler', async (req) => {
    if (req.method !== 'POST' || !CREATE_URLS.has(req.routeOptions.url ?? '') || req.auth?.role === 'admin') return;
    const body = req.body as { status?: string; images?: unknown[] } | undefined;
    const fields = [body?.status === 'offline' && 'status', body?.images?.length && 'images'].filter(
      (f): f is string => typeof f === 'string',
    );
    if (fields.length === 0) return;
    const message = (field: string) => t(req.lang, 'sample.curatorField', { field });
    throw validationError(
      'sample.curatorField',
      fields.map((field) => ({ field, message: message(field) })),
      { field: fields.join(', ') },
    );
  });
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
