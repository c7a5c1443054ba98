import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Services } from '../services';
import { authRoutes } from './auth/auth.routes';
import { healthRoutes } from './health/health.routes';
import { messagesRoutes } from './messages/messages.routes';
import { registerConsoleRoutes } from './console-routes';
import { registerCatalogueRoutes } from './catalogue-routes';
import { registerLabRoutes } from './lab/routes';

/** Registers every domain module's routes. */
export async function registerModules(app: FastifyInstance, ctx: AppContext, services: Services) {
  await app.register(healthRoutes, { database: ctx.database, displayTz: ctx.config.displayTz });
  await app.register(authRoutes, { auth: services.auth });
  await app.register(messagesRoutes, { messages: services.messages });
  await registerConsoleRoutes(app, services);
  await registerCatalogueRoutes(app, services);
  await registerLabRoutes(app, services);
}
