import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, regionNodeSchema } from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import { REGION_TREE } from '../../lib/regions';

export async function regionsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/regions',
    {
      config: { access: 'open' },
      schema: { tags: ['regions'], response: { 200: envelope(z.array(regionNodeSchema)) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ok(req, REGION_TREE);
    },
  );
}
