import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Services } from '../services';
import { authRoutes } from './auth/auth.routes';
import { fieldRoutes } from './field/field.routes';
import { fieldService } from './field/field.service';
import { healthRoutes } from './health/health.routes';
import { messagesRoutes } from './messages/messages.routes';
import { registerConsoleRoutes } from './console-routes';
import { registerCatalogueRoutes } from './catalogue-routes';
import { registerLabRoutes } from './lab';

/** Registers every domain module's routes. */
export async function registerModules(app: FastifyInstance, ctx: AppContext, services: Services) {
  await app.register(healthRoutes, { database: ctx.database, displayTz: ctx.config.displayTz });
  await app.register(authRoutes, { auth: services.auth });
  await app.register(messagesRoutes, { messages: services.messages });
  await registerConsoleRoutes(app, services);
  await registerCatalogueRoutes(app, services);
  await registerLabRoutes(app, services);
  await app.register(fieldRoutes, {
    field: fieldService({
      db: ctx.database.db,
      samples: { matter: services.matterSamples, product: services.productSamples },
    }),
    files: services.files,
    uploadLimit: ctx.config.uploadLimit,
  });
}
