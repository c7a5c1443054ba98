import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { mattersRoutes } from './matters/matters.routes';
import { oplogRoutes } from './oplog/oplog.routes';
import { productsRoutes } from './products/products.routes';
import { regionsRoutes } from './regions/regions.routes';
import { reportsRoutes } from './reports/reports.routes';
import { samplesRoutes } from './samples/samples.routes';
import { regulationsRoutes } from './regulations/regulations.routes';

/** Routes of the catalogue domains. */
export async function registerCatalogueRoutes(app: FastifyInstance, services: Services) {
  // Buffered view counts are written before the database closes.
  app.addHook('onClose', async () => services.views.close());
  await app.register(regionsRoutes);
  await app.register(oplogRoutes, { operationLog: services.operationLog });
  await app.register(mattersRoutes, { matters: services.matters });
  await app.register(regulationsRoutes, { regulations: services.regulations });
  await app.register(productsRoutes, { products: services.products });
  await app.register(samplesRoutes, { matterSamples: services.matterSamples, productSamples: services.productSamples });
  await app.register(reportsRoutes, { reports: services.reports });
}
