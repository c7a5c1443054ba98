import type { Config } from './config';
import type { Database } from './db/database';

/** What every module is built from. */
export interface AppContext {
  config: Config;
  database: Database;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every /api route with its declared access, for the route × role matrix test. */
    routeAccess: { method: string; url: string; access: import('@yaoshi/contracts').Access }[];
  }
}
