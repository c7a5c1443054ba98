import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analysisResultSchema,
  chainGrowthSchema,
  dataOverviewSchema,
  envelope,
  multiDimensionSchema,
  periodSeriesSchema,
  popularAuthorSchema,
  quotaBodySchema,
} from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import type { AnalyticsService } from './analytics.service';

/** Data analysis and multi-dimension analysis (admin, SPEC §6). */
export async function analyticsRoutes(root: FastifyInstance, { analytics }: { analytics: AnalyticsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['analytics'];
  const access = ['admin'] as const;

  app.post(
    '/api/public-opinion-analysis',
    {
      config: { access },
      schema: {
        tags,
        summary: 'KPI card of a kind (quota)',
        body: quotaBodySchema,
        response: { 200: envelope(analysisResultSchema) },
      },
    },
    async (req) => ok(req, await analytics.analysis(req.body.quota)),
  );
  app.get(
    '/api/content-period-analysis',
    {
      config: { access },
      schema: { tags, summary: 'Records added per month, per kind', response: { 200: envelope(periodSeriesSchema) } },
    },
    async (req) => ok(req, await analytics.contentPeriod(req.lang)),
  );
  app.get(
    '/api/content-publish',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Online records added per week, per kind',
        response: { 200: envelope(periodSeriesSchema) },
      },
    },
    async (req) => ok(req, await analytics.contentPublish(req.lang)),
  );
  app.get(
    '/api/popular-author/list',
    {
      config: { access },
      schema: { tags, summary: 'Top curators', response: { 200: envelope(z.array(popularAuthorSchema)) } },
    },
    async (req) => ok(req, await analytics.popularAuthors()),
  );
  app.post(
    '/api/data-chain-growth',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Running total per month of a kind',
        body: quotaBodySchema,
        response: { 200: envelope(chainGrowthSchema) },
      },
    },
    async (req) => ok(req, await analytics.chainGrowth(req.body.quota, req.lang)),
  );
  app.get(
    '/api/data-overview',
    {
      config: { access },
      schema: { tags, summary: 'Totals and new per week, per kind', response: { 200: envelope(dataOverviewSchema) } },
    },
    async (req) => ok(req, await analytics.dataOverview(req.lang)),
  );
  app.get(
    '/api/analysis/multi-dimension',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Samples by region, grade, source; products by type and brand; matter × province',
        response: { 200: envelope(multiDimensionSchema) },
      },
    },
    async (req) => ok(req, await analytics.multiDimension(req.lang)),
  );
}
