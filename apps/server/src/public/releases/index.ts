import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { offThreadReleases } from './release-off-thread';
import { releasesRoutes } from './releases.routes';
import { releasesService } from './releases.service';

/** Data releases: the service (its builds run in a worker thread) and its routes; a running build ends before the app closes. */
export async function registerReleases(app: FastifyInstance, services: Services) {
  const releases = releasesService({
    db: app.ctx.database.db,
    config: app.ctx.config,
    operationLog: services.operationLog,
    builder: offThreadReleases(),
  });
  app.addHook('onClose', async () => releases.close());
  await app.register(releasesRoutes, { releases, dataServices: services.dataServices, config: app.ctx.config });
}
