import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, labStatsQuerySchema, labStatsSchema } from '@yaoshi/contracts';
import { ok } from '../../../lib/reply';
import type { LabStatsService } from './lab-stats.service';

/** `GET /api/dashboard/lab-stats`: the workplace's laboratory panel (admin, like the workplace). */
export async function labStatsRoutes(root: FastifyInstance, { labStats }: { labStats: LabStatsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/dashboard/lab-stats',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['dashboard'],
        summary: 'Turnaround (median, p90), pass rate and most frequent failing items of the last days',
        querystring: labStatsQuerySchema,
        response: { 200: envelope(labStatsSchema) },
      },
    },
    async (req) => ok(req, await labStats.stats(req.query.days)),
  );
}
