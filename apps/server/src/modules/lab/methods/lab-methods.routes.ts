import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deletedSchema,
  envelope,
  idParamSchema,
  labMethodBodySchema,
  labMethodListQuerySchema,
  labMethodSchema,
  pageSchema,
} from '@yaoshi/contracts';
import { ok } from '../../../lib/reply';
import type { AuthContext } from '../../../types';
import { localised } from '../../records/crud-routes';
import type { LabMethodsService, MethodCaller } from './lab-methods.service';

const callerOf = (auth: AuthContext): MethodCaller => ({
  userId: auth.userId,
  username: auth.username,
  role: auth.role,
  capabilities: auth.capabilities,
});

/**
 * `/api/lab-methods`: validated methods, read by everyone signed in; written by QA managers and
 * admins (the service checks the capability).
 */
export async function labMethodsRoutes(root: FastifyInstance, { methods }: { methods: LabMethodsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['lab-methods'];
  app.get(
    '/api/lab-methods',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Validated methods (range, LOD/LOQ, recovery, precision, uncertainty budget)',
        querystring: labMethodListQuerySchema,
        response: { 200: envelope(pageSchema(labMethodSchema)) },
      },
    },
    async (req) => ok(req, await methods.list(req.query)),
  );
  app.get(
    '/api/lab-methods/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One validated method',
        params: idParamSchema,
        response: { 200: envelope(labMethodSchema) },
      },
    },
    async (req) => ok(req, await methods.detail(req.params.id)),
  );
  app.post(
    '/api/lab-methods',
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary: 'Record the validated method of a standard (QA managers, admins)',
        body: labMethodBodySchema,
        response: { 200: envelope(labMethodSchema) },
      },
    },
    async (req) =>
      localised(req, async () => ok(req, await methods.create(req.body, callerOf(req.auth!)), 'record.created')),
  );
  app.put(
    '/api/lab-methods/:id',
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary: 'Replace a validated method (QA managers, admins); reports keep what they were judged with',
        params: idParamSchema,
        body: labMethodBodySchema,
        response: { 200: envelope(labMethodSchema) },
      },
    },
    async (req) =>
      localised(req, async () =>
        ok(req, await methods.update(req.params.id, req.body, callerOf(req.auth!)), 'record.updated'),
      ),
  );
  app.delete(
    '/api/lab-methods/:id',
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary: 'Delete a validated method (QA managers, admins)',
        params: idParamSchema,
        response: { 200: envelope(deletedSchema) },
      },
    },
    async (req) =>
      localised(req, async () => {
        await methods.remove(req.params.id, callerOf(req.auth!));
        return ok(req, { id: req.params.id }, 'record.deleted');
      }),
  );
}
