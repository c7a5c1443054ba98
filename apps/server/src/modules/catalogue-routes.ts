import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { Services } from '../services';
import { exchangeRoutes } from './exchange/exchange.routes';
import { bulkKindsOf, bulkRoutes } from './records/bulk.routes';
import { bulkService } from './records/bulk.service';
import { filesRoutes } from './files/files.routes';
import { mattersRoutes } from './matters/matters.routes';
import { factReviewsRoutes } from './proofreading/fact-reviews.routes';
import { oplogRoutes } from './oplog/oplog.routes';
import { productsRoutes } from './products/products.routes';
import { regionsRoutes } from './regions/regions.routes';
import { lifecycleRoutes, reportPdfRoutes, reportsRoutes, standardsRoutes } from './lab';
import { samplesRoutes } from './samples/samples.routes';
import { dnaRoutes } from './dna/dna.routes';
import { regulationsRoutes } from './regulations/regulations.routes';
import { globalSearchRoutes } from './search/global-search.routes';

/** Routes of the catalogue domains. */
export async function registerCatalogueRoutes(app: FastifyInstance, services: Services) {
  // Buffered view counts are written before the database closes.
  app.addHook('onClose', async () => services.views.close());
  // Search text of renamed matters' products and samples, rewritten in the background; a running
  // batch ends before the database closes (the rest stays queued).
  services.searchReindex.start();
  app.addHook('onClose', async () => services.searchReindex.close());
  // Multipart for uploads and imports; each route reads one file with its own size limit.
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 20 } });
  await app.register(regionsRoutes);
  await app.register(exchangeRoutes, {
    exchange: services.exchange,
    kinds: services.exchangeKinds,
    uploadLimit: app.ctx.config.uploadLimit,
    dataServices: services.dataServices,
  });
  await app.register(filesRoutes, { files: services.files, uploadLimit: app.ctx.config.uploadLimit });
  await app.register(oplogRoutes, { operationLog: services.operationLog });
  await app.register(mattersRoutes, { matters: services.matters });
  await app.register(factReviewsRoutes, {
    factReviews: services.factReviews,
    uploadLimit: app.ctx.config.uploadLimit,
  });
  await app.register(regulationsRoutes, { regulations: services.regulations });
  await app.register(productsRoutes, { products: services.products });
  await app.register(samplesRoutes, { matterSamples: services.matterSamples, productSamples: services.productSamples });
  await app.register(reportsRoutes, { reports: services.reports });
  await app.register(dnaRoutes, { dna: services.dna });
  await app.register(standardsRoutes, { standards: services.standards });
  await app.register(reportPdfRoutes, { reportPdf: services.reportPdf });
  await app.register(lifecycleRoutes, { lifecycle: services.lifecycle });
  await app.register(globalSearchRoutes, { sources: services });
  await app.register(bulkRoutes, { bulk: bulkService(app.ctx.database.db), kinds: bulkKindsOf(services) });
}
