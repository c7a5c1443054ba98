import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, operationLogQuerySchema, operationLogSchema, pageSchema } from '@yaoshi/contracts';
import { ok } from '../../lib/reply';
import type { OperationLogService } from './oplog.service';

export async function oplogRoutes(root: FastifyInstance, { operationLog }: { operationLog: OperationLogService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/operation/log',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['operation log'],
        querystring: operationLogQuerySchema,
        response: { 200: envelope(pageSchema(operationLogSchema)) },
      },
    },
    async (req) => ok(req, await operationLog.list(req.query, req.lang)),
  );
}
