import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { custodyBodySchema, custodyEventSchema, envelope, idParamSchema } from '@yaoshi/contracts';
import { ok } from '../../../lib/reply';
import { actorOf } from '../../records/actor';
import { viewerOf } from '../../records/record-visibility';
import type { SampleKind } from '../../samples/sample-fields';
import type { CustodyService } from './custody.service';

/** `POST` / `GET /api/{matter,product}-samples/:id/custody`: record and read custody events. */
export async function custodyRoutes(root: FastifyInstance, { custody }: { custody: CustodyService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['samples'];
  const paths: [string, SampleKind][] = [
    ['matter-samples', 'matter'],
    ['product-samples', 'product'],
  ];
  for (const [path, kind] of paths) {
    app.post(
      `/api/${path}/:id/custody`,
      {
        config: { access: ['user', 'admin'] },
        schema: {
          tags,
          summary: `Record a custody event of a ${kind} sample (received by, stored at, moved to, handed to)`,
          params: idParamSchema,
          body: custodyBodySchema,
          response: { 200: envelope(custodyEventSchema) },
        },
      },
      async (req) =>
        ok(req, await custody.record(kind, req.params.id, req.body, actorOf(req.auth), viewerOf(req.auth))),
    );
    app.get(
      `/api/${path}/:id/custody`,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: `Custody events of a ${kind} sample, oldest first`,
          params: idParamSchema,
          response: { 200: envelope(z.array(custodyEventSchema)) },
        },
      },
      async (req) => ok(req, await custody.list(kind, req.params.id, viewerOf(req.auth))),
    );
  }
}
