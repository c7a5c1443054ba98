import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, monitorMetricsSchema } from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import { METRICS_URL } from './metrics.plugin';
import type { MonitorService } from './monitor.service';

export async function monitorRoutes(root: FastifyInstance, { monitor }: { monitor: MonitorService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    METRICS_URL,
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['monitor'],
        summary: 'Live server metrics measured by this process (poll every ≤ 5 s)',
        response: { 200: envelope(monitorMetricsSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await monitor.metrics());
    },
  );
}
