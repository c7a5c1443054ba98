import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  fieldCollectionSchema,
  fieldReceiptSchema,
  fieldSamplesQuerySchema,
  fieldSamplesSchema,
  fieldSubmissionSchema,
  fileSchema,
  idParamSchema,
} from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import { readUpload } from '../files/files.routes';
import type { FilesService } from '../files/files.service';
import { actorOf } from '../records/actor';
import { viewerOf } from '../records/record-visibility';
import type { FieldService } from './field.service';

/**
 * Field collection: `POST /api/field/submissions` (one signed record, safe to repeat), `POST
 * /api/field/photos` (one photo per request, the files module's limits), the collected samples
 * as a whole (`GET /api/field/samples`) and the field record of a sample.
 */
export async function fieldRoutes(
  root: FastifyInstance,
  deps: { field: FieldService; files: FilesService; uploadLimit: number },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['field'];
  app.post(
    '/api/field/submissions',
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary: 'Submit one field record; the same id again answers the first receipt (40900 on a conflict)',
        body: fieldSubmissionSchema,
        response: { 200: envelope(fieldReceiptSchema) },
      },
    },
    async (req) => ok(req, await deps.field.submit(req.body, actorOf(req.auth), req.lang, req.ip)),
  );
  app.get(
    '/api/field/samples',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Collected samples the viewer may read, by substance, collector and date, with the map tile server',
        querystring: fieldSamplesQuerySchema,
        response: { 200: envelope(fieldSamplesSchema) },
      },
    },
    async (req) => ok(req, await deps.field.samples(req.query, viewerOf(req.auth), root.ctx.config.fieldTiles)),
  );
  app.post(
    '/api/field/photos',
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary: 'Upload one photo of a field record (multipart field `file`)',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(fileSchema) },
      },
    },
    async (req) => {
      await deps.files.admitUpload(actorOf(req.auth));
      const { data, name } = await readUpload(req, deps.uploadLimit);
      return ok(req, await deps.files.store(data, name, actorOf(req.auth), 'image'));
    },
  );
  for (const [path, kind] of [
    ['matter-samples', 'matter'],
    ['product-samples', 'product'],
  ] as const) {
    app.get(
      `/api/${path}/:id/field`,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: `Where, when and by whom a ${kind} sample was collected in the field (null: not from the field)`,
          params: idParamSchema,
          response: { 200: envelope(fieldCollectionSchema.nullable()) },
        },
      },
      async (req) => ok(req, await deps.field.ofSample(kind, req.params.id, viewerOf(req.auth))),
    );
  }
}
