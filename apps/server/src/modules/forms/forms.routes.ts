import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  basicProfileSchema,
  channelFormBodySchema,
  channelSubmissionSchema,
  envelope,
  groupFormBodySchema,
  pageSchema,
} from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import type { FormsService } from './forms.service';

export const pagingQuerySchema = z
  .object({
    current: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
  })
  .strict();

/** Step form and group form (admin, SPEC §6): validated with the web form's schema, then stored. */
export async function formsRoutes(root: FastifyInstance, { forms }: { forms: FormsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['forms'];
  const access = ['admin'] as const;

  app.post(
    '/api/channel-form/submit',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Create a channel (step form)',
        body: channelFormBodySchema,
        response: { 200: envelope(channelSubmissionSchema) },
      },
    },
    async (req) => ok(req, await forms.submitChannel(req.auth!, req.body), 'stepForm.submitted'),
  );

  app.get(
    '/api/channel-form/list',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Stored channels',
        querystring: pagingQuerySchema,
        response: { 200: envelope(pageSchema(channelSubmissionSchema)) },
      },
    },
    async (req) => ok(req, await forms.listChannels(req.query)),
  );

  app.post(
    '/api/group-form/submit',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Submit video and audio parameters (group form); they await approval',
        body: groupFormBodySchema,
        response: { 200: envelope(basicProfileSchema) },
      },
    },
    async (req) => ok(req, await forms.submitGroup(req.auth!, req.body), 'groupForm.submitted'),
  );
}
