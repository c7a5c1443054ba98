import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataServiceKeySchema, envelope, serviceCardSchema, toggleBodySchema } from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import type { DataServicesService } from './data-services.service';

export async function dataServicesRoutes(
  root: FastifyInstance,
  { dataServices }: { dataServices: DataServicesService },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['cards'];
  app.get(
    '/api/list/the-service',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Data services and whether each is on',
        response: { 200: envelope(z.array(serviceCardSchema)) },
      },
    },
    async (req) => ok(req, await dataServices.cards(req.lang)),
  );
  app.put(
    '/api/data-services/:key',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Switch a data service on or off',
        params: z.object({ key: dataServiceKeySchema }),
        body: toggleBodySchema,
        response: { 200: envelope(serviceCardSchema) },
      },
    },
    async (req) =>
      ok(req, await dataServices.set(req.auth!, req.params.key, req.body.enable, req.lang), 'dataService.toggled'),
  );
}
