import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { KIND_PATHS, type RecordKind } from '@yaoshi/contracts';
import type { DashboardService } from './dashboard.service';

const KIND_OF_URL = new Map(Object.entries(KIND_PATHS).map(([kind, path]) => [`/api/${path}/:id`, kind as RecordKind]));

/**
 * Remembers which records a signed-in user opens (a 200 on a detail route), for the workplace's
 * "recently visited". Runs after the answer is sent and only notes the visit in memory; the
 * dashboard writes them in batches (visit-buffer.ts), and what is left at close.
 */
export default fp(async function recentVisitsPlugin(app: FastifyInstance, opts: { dashboard: DashboardService }) {
  opts.dashboard.onVisitError((err) => app.log.warn({ err }, 'recent visits not recorded'));
  app.addHook('onClose', async () => {
    await opts.dashboard.flushVisits().catch((err: unknown) => app.log.warn({ err }, 'recent visits not recorded'));
  });
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' || reply.statusCode !== 200 || !req.auth) return;
    const kind = KIND_OF_URL.get(req.routeOptions.url ?? '');
    if (!kind) return;
    const id = Number((req.params as { id?: string }).id);
    if (!Number.isInteger(id) || id <= 0) return;
    opts.dashboard.recordVisit(req.auth.userId, kind, id);
  });
});
