import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, monitorMetricsSchema } from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import { METRICS_URL } from './metrics.plugin';
import type { MonitorService } from './monitor.service';

export async function monitorRoutes(root: FastifyInstance, { monitor }: { monitor: MonitorService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Every process reports its numbers through the database, so whichever answers the monitor sums them all.
  root.addHook('onReady', async () =>
    monitor.startReporting((err) => root.log.warn({ err }, 'monitor report not written')),
  );
  root.addHook('onClose', async () => monitor.stopReporting());
  app.get(
    METRICS_URL,
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['monitor'],
        summary: 'Live server metrics of every server process (poll every ≤ 5 s)',
        response: { 200: envelope(monitorMetricsSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await monitor.metrics());
    },
  );
}
