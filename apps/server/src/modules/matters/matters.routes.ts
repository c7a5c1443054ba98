import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  effectTagCountSchema,
  envelope,
  matterCreateSchema,
  matterDetailSchema,
  matterListQuerySchema,
  matterRowSchema,
  matterSchema,
  matterUpdateSchema,
} from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import { registerCrud } from '../records/crud-routes';
import { viewerOf } from '../records/record-visibility';
import type { MattersService } from './matters.service';

export async function mattersRoutes(root: FastifyInstance, { matters }: { matters: MattersService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Registered before /:id so "effect-tags" is never taken for an id.
  app.get(
    '/api/matters/effect-tags',
    {
      config: { access: 'open' },
      schema: { tags: ['matters'], response: { 200: envelope(z.array(effectTagCountSchema)) } },
    },
    async (req) => ok(req, await matters.effectTags(viewerOf(req.auth))),
  );
  registerCrud(app, {
    path: 'matters',
    tag: 'matters',
    readAccess: 'open',
    writeAccess: ['admin'],
    schemas: {
      query: matterListQuerySchema,
      row: matterRowSchema,
      detail: matterDetailSchema,
      record: matterSchema,
      create: matterCreateSchema,
      update: matterUpdateSchema,
    },
    service: matters,
  });
}
