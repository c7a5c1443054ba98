import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicableStandardsQuerySchema,
  applicableStandardsSchema,
  envelope,
  standardCreateSchema,
  standardListQuerySchema,
  standardSchema,
  standardUpdateSchema,
} from '@yaoshi/contracts';
import { ok } from '../../../lib/reply';
import { localised, registerCrud } from '../../records/crud-routes';
import { viewerOf } from '../../records/record-visibility';
import type { StandardsService } from './standards.service';

/**
 * `/api/standards`: the limits, read by everyone signed in and edited by curators (admins);
 * `GET /api/standards/applicable?sample_id=` the ones a sample's results are judged against.
 */
export async function standardsRoutes(root: FastifyInstance, { standards }: { standards: StandardsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Registered before the generic /:id route of the same depth (a static segment wins anyway).
  app.get(
    '/api/standards/applicable',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['standards'],
        summary: "The limit standards a sample's results are judged against (its matter's, or its product type's)",
        querystring: applicableStandardsQuerySchema,
        response: { 200: envelope(applicableStandardsSchema) },
      },
    },
    async (req) =>
      localised(req, async () => ok(req, await standards.forSample(req.query.sample_id, viewerOf(req.auth)))),
  );
  registerCrud(app, {
    path: 'standards',
    tag: 'standards',
    readAccess: 'signed-in',
    writeAccess: ['admin'],
    schemas: {
      query: standardListQuerySchema,
      row: standardSchema,
      detail: standardSchema,
      record: standardSchema,
      create: standardCreateSchema,
      update: standardUpdateSchema,
    },
    service: {
      list: (q, viewer) => standards.list(q, viewer),
      detail: (id, viewer) => standards.detail(id, viewer),
      create: (body, actor) => standards.create(body as never, actor),
      update: (id, body, actor) => standards.update(id, body as never, actor),
      remove: (id, actor) => standards.remove(id, actor),
    },
  });
}
