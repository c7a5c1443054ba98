import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatCollectBodySchema,
  chatItemSchema,
  chatListQuerySchema,
  envelope,
  idParamSchema,
  userActivitySchema,
  userVisitsItemSchema,
} from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import type { ActivityService } from './activity.service';

/** The monitor's live activity feed (admin) and the user center's activity and visits (any role). */
export async function activityRoutes(root: FastifyInstance, { activity }: { activity: ActivityService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/chat/list',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['monitor'],
        summary: 'Live activity feed from the operation log, with my stars',
        querystring: chatListQuerySchema.strict(),
        response: { 200: envelope(z.array(chatItemSchema)) },
      },
    },
    async (req) => ok(req, await activity.feed(req.auth!, req.query, req.lang)),
  );
  app.post(
    '/api/chat/:id/collect',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['monitor'],
        summary: 'Star or unstar a feed entry (kept per user)',
        params: idParamSchema,
        body: chatCollectBodySchema,
        response: { 200: envelope(z.object({ id: z.number().int(), isCollect: z.boolean() })) },
      },
    },
    async (req) => ok(req, await activity.collect(req.auth!, req.params.id, req.body.collect)),
  );
  app.get(
    '/api/user/latest-activity',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['user center'],
        summary: 'My latest operation-log entries',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }).strict(),
        response: { 200: envelope(z.array(userActivitySchema)) },
      },
    },
    async (req) => ok(req, await activity.mine(req.auth!, req.query.limit, req.lang)),
  );
  app.get(
    '/api/user/visits',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['user center'],
        summary: 'Views of the records I curate, this week vs last',
        response: { 200: envelope(z.array(userVisitsItemSchema)) },
      },
    },
    async (req) => ok(req, await activity.visits(req.auth!, req.lang)),
  );
}
