import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletedSchema, envelope, idParamSchema, qcTemplateBodySchema, qcTemplateSchema } from '@yaoshi/contracts';
import { ok } from '../../../lib/reply';
import type { AuthContext } from '../../../types';
import { localised } from '../../records/crud-routes';
import type { QcCaller } from './qc.service';
import type { QcTemplatesService } from './qc-templates.service';

const callerOf = (auth: AuthContext): QcCaller => ({
  userId: auth.userId,
  username: auth.username,
  role: auth.role,
  capabilities: auth.capabilities,
});

/** `/api/qc/templates`: worksheet templates, read by everyone signed in, written by QA managers and admins. */
export async function qcTemplatesRoutes(root: FastifyInstance, { templates }: { templates: QcTemplatesService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['qc'];
  app.get(
    '/api/qc/templates',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Worksheet templates: the QC positions a worksheet created from one gets',
        response: { 200: envelope(z.array(qcTemplateSchema)) },
      },
    },
    async (req) => ok(req, await templates.list()),
  );
  app.get(
    '/api/qc/templates/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One worksheet template',
        params: idParamSchema,
        response: { 200: envelope(qcTemplateSchema) },
      },
    },
    async (req) => ok(req, await templates.detail(req.params.id)),
  );
  app.post(
    '/api/qc/templates',
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary: 'Create a worksheet template (QA managers, admins)',
        body: qcTemplateBodySchema,
        response: { 200: envelope(qcTemplateSchema) },
      },
    },
    async (req) =>
      localised(req, async () => ok(req, await templates.create(req.body, callerOf(req.auth!)), 'record.created')),
  );
  app.put(
    '/api/qc/templates/:id',
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary: 'Replace a worksheet template (QA managers, admins); worksheets created keep their positions',
        params: idParamSchema,
        body: qcTemplateBodySchema,
        response: { 200: envelope(qcTemplateSchema) },
      },
    },
    async (req) =>
      localised(req, async () =>
        ok(req, await templates.update(req.params.id, req.body, callerOf(req.auth!)), 'record.updated'),
      ),
  );
  app.delete(
    '/api/qc/templates/:id',
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary: 'Delete a worksheet template (QA managers, admins)',
        params: idParamSchema,
        response: { 200: envelope(deletedSchema) },
      },
    },
    async (req) =>
      localised(req, async () => {
        await templates.remove(req.params.id, callerOf(req.auth!));
        return ok(req, { id: req.params.id }, 'record.deleted');
      }),
  );
}
