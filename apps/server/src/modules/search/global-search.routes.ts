import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, globalSearchQuerySchema, globalSearchResultSchema } from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import { type GlobalSearchSources, globalSearchService } from './global-search.service';

/**
 * `GET /api/search?q=`: open to visitors (matters and products); signed-in callers also get
 * samples and testing reports; each kind's visibility rule decides which (record-visibility.ts,
 * report-visibility.ts), and the open-data switch governs visitors (open-api.plugin.ts).
 */
export async function globalSearchRoutes(root: FastifyInstance, { sources }: { sources: GlobalSearchSources }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, engine } = app.ctx.database;
  const search = globalSearchService({ db, engine, sources });
  app.get(
    '/api/search',
    {
      config: { access: 'open' },
      schema: {
        tags: ['search'],
        summary: 'Search matters, products, samples and testing reports at once (samples and reports: signed in)',
        querystring: globalSearchQuerySchema,
        response: { 200: envelope(globalSearchResultSchema) },
      },
    },
    async (req) =>
      ok(
        req,
        await search.search(
          req.query.q,
          req.query.limit,
          req.auth ? { role: req.auth.role, userId: req.auth.userId, capabilities: req.auth.capabilities } : null,
        ),
      ),
  );
}
