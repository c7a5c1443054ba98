import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/database';
import { registerModules } from './modules';
import { registerReleases } from './public/releases';
import authPlugin from './plugins/auth';
import compression from './plugins/compression';
import errorHandler from './plugins/error-handler';
import security from './plugins/security';
import spa from './plugins/spa';
import { publicPagesRoutes } from './public/public-pages.routes';
import uploadLimit from './plugins/upload-limit';
import swaggerPlugin from './plugins/swagger';
import metricsPlugin from './modules/monitor/metrics.plugin';
import prometheusPlugin from './modules/monitor/prometheus.plugin';
import recentVisitsPlugin from './modules/dashboard/recent-visits.plugin';
import openApiPlugin from './modules/data-services/open-api.plugin';
import { createServices, type Services } from './services';
import { wireServerFactory } from './lib/wire-limits';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** pino options; false silences logs (tests). */
  logger?: boolean | object;
}

/** Plugins, then modules; never listens. */
export async function buildApp({
  config,
  database,
  logger,
}: BuildOptions): Promise<FastifyInstance & { services: Services }> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    // Header, request, keep-alive and idle timeouts, a minimum body rate, a connection cap.
    serverFactory: wireServerFactory(config.wire),
    trustProxy: config.trustProxy,
    // Refuse prototype pollution in JSON bodies.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { removeAdditional: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = { config, database };
  app.decorate('ctx', ctx);
  const services = createServices(ctx);
  app.decorate('services', services);

  await app.register(errorHandler, { bodyLimit: config.bodyLimit });
  // Before auth: its refusals (401, 403) carry the security headers too.
  await app.register(security, { webDist: config.webDist, tileUrl: config.fieldTiles?.url });
  await app.register(uploadLimit, { uploadLimit: config.uploadLimit });
  await app.register(authPlugin, { auth: services.auth });
  await app.register(compression);
  await app.register(metricsPlugin, { recorder: services.metrics });
  await app.register(prometheusPlugin, { token: config.metricsToken });
  await app.register(recentVisitsPlugin, { dashboard: services.dashboard });
  await app.register(openApiPlugin, { dataServices: services.dataServices });
  await app.register(swaggerPlugin);
  await registerModules(app, ctx, services);
  await registerReleases(app, services);
  // Before the SPA: its not-found fallback must not answer the public pages' paths.
  await app.register(publicPagesRoutes, { services, config, database });
  await app.register(spa, { webDist: config.webDist });
  await app.ready();
  return app as FastifyInstance & { services: Services };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
