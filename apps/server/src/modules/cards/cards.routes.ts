import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  pageSchema,
  qualityInspectionCardSchema,
  qualityInspectionQuerySchema,
  qualityRuleKeySchema,
  ruleViolationQuerySchema,
  ruleViolationSchema,
  rulesPresetCardSchema,
  toggleBodySchema,
} from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import { viewerOf } from '../records/record-visibility';
import type { CardsService } from './cards.service';

/** Card list (any signed-in role): testing-report cards and data-quality rules; admins switch rules. */
export async function cardsRoutes(root: FastifyInstance, { cards }: { cards: CardsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['cards'];

  app.get(
    '/api/list/quality-inspection',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Testing reports as quality-inspection cards, newest test first',
        querystring: qualityInspectionQuerySchema.strict(),
        response: { 200: envelope(pageSchema(qualityInspectionCardSchema)) },
      },
    },
    async (req) => ok(req, await cards.qualityInspection(req.query, req.lang, req.auth!.role)),
  );
  app.get(
    '/api/list/rules-preset',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Data-quality rules with their violation counts',
        response: { 200: envelope(z.array(rulesPresetCardSchema)) },
      },
    },
    async (req) => ok(req, await cards.rulesCards(req.lang, viewerOf(req.auth))),
  );
  app.get(
    '/api/list/rules-preset/:key/violations',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Records offending a data-quality rule',
        params: z.object({ key: qualityRuleKeySchema }),
        querystring: ruleViolationQuerySchema.strict(),
        response: { 200: envelope(pageSchema(ruleViolationSchema)) },
      },
    },
    async (req) => ok(req, await cards.violations(req.params.key, req.query, viewerOf(req.auth))),
  );
  app.put(
    '/api/list/rules-preset/:key',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Switch a data-quality rule on or off',
        params: z.object({ key: qualityRuleKeySchema }),
        body: toggleBodySchema,
        response: { 200: envelope(rulesPresetCardSchema) },
      },
    },
    async (req) =>
      ok(req, await cards.setRule(req.auth!, req.params.key, req.body.enable, req.lang), 'dataService.toggled'),
  );
}
