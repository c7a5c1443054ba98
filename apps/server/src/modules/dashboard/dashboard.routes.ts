import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentDataPointSchema,
  contentDataQuerySchema,
  dashboardOverviewSchema,
  envelope,
  popularItemSchema,
  popularQuerySchema,
  recentVisitSchema,
} from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import type { DashboardService } from './dashboard.service';

/** Workplace (admin, SPEC §6). Announcements are `/api/message/list?type=notice`. */
export async function dashboardRoutes(root: FastifyInstance, { dashboard }: { dashboard: DashboardService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];
  const access = ['admin'] as const;

  app.get(
    '/api/dashboard/overview',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Totals per kind with this week vs last week',
        response: { 200: envelope(dashboardOverviewSchema) },
      },
    },
    async (req) => ok(req, await dashboard.overview()),
  );
  app.get(
    '/api/content-data',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Records added per day (x = date, y = all kinds)',
        querystring: contentDataQuerySchema.strict(),
        response: { 200: envelope(z.array(contentDataPointSchema)) },
      },
    },
    async (req) => ok(req, await dashboard.contentData(req.query.days)),
  );
  app.get(
    '/api/popular/list',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Most viewed records of a kind with weekly increase',
        querystring: popularQuerySchema.strict(),
        response: { 200: envelope(z.array(popularItemSchema)) },
      },
    },
    async (req) => ok(req, await dashboard.popular(req.query.type, req.query.limit)),
  );
  app.get(
    '/api/dashboard/recent-visits',
    {
      config: { access },
      schema: { tags, summary: 'Records I opened lately', response: { 200: envelope(z.array(recentVisitSchema)) } },
    },
    async (req) => ok(req, await dashboard.recentVisits(req.auth!)),
  );
}
