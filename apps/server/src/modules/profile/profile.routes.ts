import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  basicProfileResultSchema,
  basicProfileSchema,
  envelope,
  idParamSchema,
  operationLogRowSchema,
  pageSchema,
} from '@yaoshi/contracts';
import { t } from '../../lib/i18n';
import { ok } from '../../lib/reply';
import { pagingQuerySchema } from '../forms/forms.routes';
import type { FormsService } from '../forms/forms.service';

/** Basic profile (admin): the latest group-form parameters and their approval flow. */
export async function profileRoutes(root: FastifyInstance, { forms }: { forms: FormsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];
  const access = ['admin'] as const;

  app.get(
    '/api/profile/basic',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Latest submitted parameters and the ones before',
        response: { 200: envelope(basicProfileResultSchema) },
      },
    },
    async (req) => ok(req, await forms.basic()),
  );

  app.get(
    '/api/profile/basic/list',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Every parameter submission, newest first',
        querystring: pagingQuerySchema,
        response: { 200: envelope(pageSchema(basicProfileSchema)) },
      },
    },
    async (req) => ok(req, await forms.listGroups(req.query)),
  );

  app.get(
    '/api/profile/basic/operation-log',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Operation log of the parameter submissions (SPEC §3 rows)',
        querystring: pagingQuerySchema,
        response: { 200: envelope(pageSchema(operationLogRowSchema)) },
      },
    },
    async (req) => ok(req, await forms.operationLogRows(req.query, req.lang)),
  );

  app.post(
    '/api/profile/basic/:id/advance',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Advance the approval flow: commit → approval → finish',
        params: idParamSchema,
        response: { 200: envelope(basicProfileSchema) },
      },
    },
    async (req) => {
      const profile = await forms.advance(req.auth!, req.params.id);
      return {
        ...ok(req, profile),
        msg: t(req.lang, 'profile.advanced', { stage: t(req.lang, `profile.stage.${profile.stage}`) }),
      };
    },
  );
}
