import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  messageListQuerySchema,
  messageReadBodySchema,
  messageSchema,
  messageTypeSchema,
  pageSchema,
} from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import type { MessagesService } from './messages.service';

const unreadSchema = z.object({
  message: z.number().int(),
  notice: z.number().int(),
  todo: z.number().int(),
  total: z.number().int(),
});

export async function messagesRoutes(root: FastifyInstance, { messages }: { messages: MessagesService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['messages'];
  const access = 'signed-in' as const;

  app.get(
    '/api/message/list',
    {
      config: { access },
      schema: {
        tags,
        querystring: messageListQuerySchema.strict(),
        response: { 200: envelope(pageSchema(messageSchema)) },
      },
    },
    async (req) => ok(req, await messages.list(req.auth!, req.query, req.lang)),
  );
  app.get(
    '/api/message/unread',
    { config: { access }, schema: { tags, response: { 200: envelope(unreadSchema) } } },
    async (req) => ok(req, await messages.unread(req.auth!)),
  );
  app.post(
    '/api/message/read',
    {
      config: { access },
      schema: {
        tags,
        body: messageReadBodySchema.strict(),
        response: { 200: envelope(z.object({ updated: z.number().int() })) },
      },
    },
    async (req) => ok(req, { updated: await messages.read(req.auth!, req.body.ids) }),
  );
  app.post(
    '/api/message/read-all',
    {
      config: { access },
      schema: {
        tags,
        body: z.object({ type: messageTypeSchema.optional() }).strict(),
        response: { 200: envelope(z.object({ updated: z.number().int() })) },
      },
    },
    async (req) => ok(req, { updated: await messages.readAll(req.auth!, req.body.type) }),
  );
}
