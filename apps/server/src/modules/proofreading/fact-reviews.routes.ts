import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  factCountsSchema,
  factReviewSchema,
  factVerdictSchema,
  idParamSchema,
  reviewImportResultSchema,
  reviewQueueItemSchema,
  reviewQueueQuerySchema,
  reviewSummarySchema,
} from '@yaoshi/contracts';
import { t } from '../../lib/i18n';
import { ok } from '../../lib/reply';
import { nowSeconds } from '../../lib/time';
import { readUpload } from '../files/files.routes';
import { actorOf } from '../records/actor';
import { localised } from '../records/crud-routes';
import { viewerOf } from '../records/record-visibility';
import type { FactReviewsService } from './fact-reviews.service';

const tags = ['proof-reading'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Proof-reading of monograph facts: everyone reads the states (a matter's, and the catalogue's
 * totals); curators (admins) read the queue, record verdicts, and export/import the paper sheet.
 */
export async function factReviewsRoutes(
  root: FastifyInstance,
  { factReviews, uploadLimit }: { factReviews: FactReviewsService; uploadLimit: number },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/matters/:id/fact-reviews',
    {
      config: { access: 'open' },
      schema: {
        tags,
        summary: 'The review state of each monograph fact of a matter (dispute notes for curators only)',
        params: idParamSchema,
        response: { 200: envelope(z.array(factReviewSchema)) },
      },
    },
    async (req) => ok(req, await factReviews.ofMatter(req.params.id, viewerOf(req.auth))),
  );
  app.get(
    '/api/fact-reviews/totals',
    {
      config: { access: 'open' },
      schema: {
        tags,
        summary: 'How many monograph facts of the catalogue (as the caller may read it) are verified or disputed',
        response: { 200: envelope(factCountsSchema) },
      },
    },
    async (req) => ok(req, await factReviews.totals(viewerOf(req.auth))),
  );
  app.get(
    '/api/fact-reviews/summary',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Review counts per substance and per field',
        response: { 200: envelope(reviewSummarySchema) },
      },
    },
    async (req) => ok(req, await factReviews.summary(viewerOf(req.auth))),
  );
  app.get(
    '/api/fact-reviews',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Monograph facts with their citation and review state (filter by matter, field, state)',
        querystring: reviewQueueQuerySchema,
        response: { 200: envelope(z.array(reviewQueueItemSchema)) },
      },
    },
    async (req) => ok(req, await factReviews.queue(req.query, viewerOf(req.auth))),
  );
  app.post(
    '/api/fact-reviews/verdict',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Record a verdict on one fact: verified (against an edition and page) or disputed (with a note)',
        body: factVerdictSchema,
        response: { 200: envelope(factReviewSchema) },
      },
    },
    async (req) =>
      localised(req, async () => ok(req, await factReviews.verdict(req.body, actorOf(req.auth), viewerOf(req.auth)))),
  );
  app.get(
    '/api/fact-reviews/export',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'The fact sheet (XLSX) for proof-reading on paper',
        querystring: reviewQueueQuerySchema,
      },
    },
    async (req, reply) => {
      const stamp = new Date(nowSeconds() * 1000).toISOString().slice(0, 10).replace(/-/g, '');
      reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="fact-reviews-${stamp}.xlsx"`)
        .header('cache-control', 'no-store');
      return reply.send(await factReviews.exportSheet(req.query, viewerOf(req.auth), req.lang));
    },
  );
  app.post(
    '/api/fact-reviews/import',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'A proof-read fact sheet back: each filled verdict is recorded (facts changed since are left alone)',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(reviewImportResultSchema) },
      },
    },
    async (req) =>
      localised(req, async () => {
        const upload = await readUpload(req, uploadLimit, 'import.noFile');
        const result = await factReviews.importSheet(upload.data, actorOf(req.auth), req.lang);
        const msg = t(req.lang, 'review.imported', { ...result, skipped: result.skipped.length });
        return { ...ok(req, result), msg };
      }),
  );
}
