import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  idParamSchema,
  labQueueSchema,
  sampleLifecycleSchema,
  sampleTransitionBodySchema,
  sampleTransitionResultSchema,
} from '@yaoshi/contracts';
import { ok } from '../../../lib/reply';
import type { AuthContext } from '../../../types';
import type { SampleKind } from '../../samples/sample-fields';
import type { LifecycleCaller, LifecycleService } from './lifecycle.service';

const caller = (auth: AuthContext, ip?: string): LifecycleCaller => ({
  userId: auth.userId,
  username: auth.username,
  role: auth.role,
  capabilities: auth.capabilities,
  ip,
});

/**
 * `POST /api/{matter,product}-samples/:id/transitions` moves a sample; `GET` the same path reads
 * its history and the moves the caller may make; `GET /api/sample-lifecycle/queue` counts the
 * samples waiting for the caller's role. The rules of who may make which move are in the service.
 */
export async function lifecycleRoutes(root: FastifyInstance, { lifecycle }: { lifecycle: LifecycleService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['samples'];
  const paths: [string, SampleKind][] = [
    ['matter-samples', 'matter'],
    ['product-samples', 'product'],
  ];
  for (const [path, kind] of paths) {
    app.post(
      `/api/${path}/:id/transitions`,
      {
        config: { access: ['user', 'admin'] },
        schema: {
          tags,
          summary: `Move a ${kind} sample to another laboratory state (note; reason for rejected/retest)`,
          params: idParamSchema,
          body: sampleTransitionBodySchema,
          response: { 200: envelope(sampleTransitionResultSchema) },
        },
      },
      async (req) =>
        ok(req, await lifecycle.transition(kind, req.params.id, req.body, caller(req.auth!, req.ip), req.lang)),
    );
    app.get(
      `/api/${path}/:id/transitions`,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: `Laboratory state history of a ${kind} sample and the moves the caller may make`,
          params: idParamSchema,
          response: { 200: envelope(sampleLifecycleSchema) },
        },
      },
      async (req) => ok(req, await lifecycle.lifecycle(kind, req.params.id, caller(req.auth!))),
    );
  }
  app.get(
    '/api/sample-lifecycle/queue',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Samples waiting for my role, per kind and laboratory state',
        response: { 200: envelope(labQueueSchema) },
      },
    },
    async (req) => ok(req, await lifecycle.queue(caller(req.auth!))),
  );
}
