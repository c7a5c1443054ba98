import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/**
 * A researcher registers a sample as it is (listed, no photos: uploads are the curators'); taking
 * it offline or attaching pictures stays with curators, as on the web form.
 */
function curatorFieldsGuard(req: FastifyRequest) {
  if (req.auth?.role === 'admin') return;
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
}

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
    createGuard: curatorFieldsGuard,
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
    createGuard: curatorFieldsGuard,
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
