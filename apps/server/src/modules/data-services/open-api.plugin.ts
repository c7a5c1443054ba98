import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { KIND_PATHS } from '@yaoshi/contracts';
import { type DataServicesService, requireDataService } from './data-services.service';

/** Every open route that serves catalogue data: the record kinds, the global search and the files. */
const CATALOGUE_PREFIXES = [...Object.values(KIND_PATHS).map((p) => `/api/${p}`), '/api/search', '/api/files'];

/**
 * The "open read API" data service: when an admin switches it off, visitors (no session) can no
 * longer read the catalogue's open routes; signed-in users still can.
 */
export default fp(async function openApiPlugin(app: FastifyInstance, opts: { dataServices: DataServicesService }) {
  const guard = requireDataService(opts.dataServices, 'open-api', { visitorsOnly: true });
  app.addHook('preHandler', async (req) => {
    if (req.method !== 'GET' || req.auth || req.routeOptions.config?.access !== 'open') return;
    const url = req.routeOptions.url ?? '';
    if (!CATALOGUE_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`))) return;
    await guard(req);
  });
});
