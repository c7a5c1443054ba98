import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deletedSchema,
  envelope,
  idParamSchema,
  pageSchema,
  reportAmendSchema,
  reportCreateSchema,
  reportDetailSchema,
  reportHistorySchema,
  reportListQuerySchema,
  reportRowSchema,
  reportSchema,
  reportUpdateSchema,
} from '@yaoshi/contracts';
import { ok } from '../../../lib/reply';
import { actorOf } from '../../records/actor';
import { localised } from '../../records/crud-routes';
import { viewerOf } from '../../records/record-visibility';
import type { ReportCaller, ReportsService } from './reports.service';

/** The writer with the role and language the service's result-entry rule needs. */
const caller = (req: FastifyRequest): ReportCaller => ({
  ...actorOf(req.auth),
  role: req.auth?.role,
  capabilities: req.auth?.capabilities,
  lang: req.lang,
});

/**
 * The report CRUD. Unlike other record kinds, writes are split by role: researchers create and
 * edit reports (enter results) while the sample is received or testing — the service checks
 * the state inside the write — and only curators delete.
 */
export async function reportsRoutes(root: FastifyInstance, { reports }: { reports: ReportsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/reports';
  const tags = ['reports'];

  app.get(
    base,
    {
      config: { access: 'signed-in' },
      schema: { tags, querystring: reportListQuerySchema, response: { 200: envelope(pageSchema(reportRowSchema)) } },
    },
    async (req) => localised(req, async () => ok(req, await reports.list(req.query, viewerOf(req.auth)))),
  );
  app.get(
    `${base}/:id`,
    {
      config: { access: 'signed-in' },
      schema: { tags, params: idParamSchema, response: { 200: envelope(reportDetailSchema) } },
    },
    async (req) => localised(req, async () => ok(req, await reports.detail(req.params.id, viewerOf(req.auth)))),
  );
  app.post(
    base,
    {
      config: { access: ['admin', 'user'] },
      schema: {
        tags,
        summary: 'Create a report with its results (researchers: while the sample is received or testing)',
        body: reportCreateSchema,
        response: { 200: envelope(reportSchema) },
      },
    },
    async (req) => localised(req, async () => ok(req, await reports.create(req.body, caller(req)), 'record.created')),
  );
  app.put(
    `${base}/:id`,
    {
      config: { access: ['admin', 'user'] },
      schema: {
        tags,
        summary:
          'Edit a report and its results (researchers: while the sample is received or testing); a changed result needs `reason`; a published report answers 40900 (amend it)',
        params: idParamSchema,
        body: reportUpdateSchema,
        response: { 200: envelope(reportSchema) },
      },
    },
    async (req) =>
      localised(req, async () => ok(req, await reports.update(req.params.id, req.body, caller(req)), 'record.updated')),
  );
  app.get(
    `${base}/:id/history`,
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "The report's revisions and every change of its results after entry (old, new, who, when, why)",
        params: idParamSchema,
        response: { 200: envelope(reportHistorySchema) },
      },
    },
    async (req) => localised(req, async () => ok(req, await reports.history(req.params.id, viewerOf(req.auth)))),
  );
  app.post(
    `${base}/:id/amendments`,
    {
      config: { access: ['admin', 'user'] },
      schema: {
        tags,
        summary:
          'Issue the next revision of a published report, with the reason (curators, or the publisher capability)',
        params: idParamSchema,
        body: reportAmendSchema,
        response: { 200: envelope(reportSchema) },
      },
    },
    async (req) =>
      localised(req, async () => ok(req, await reports.amend(req.params.id, req.body, caller(req)), 'record.created')),
  );
  app.delete(
    `${base}/:id`,
    {
      config: { access: ['admin'] },
      schema: { tags, params: idParamSchema, response: { 200: envelope(deletedSchema) } },
    },
    async (req) =>
      localised(req, async () => {
        await reports.remove(req.params.id, actorOf(req.auth));
        return ok(req, { id: req.params.id }, 'record.deleted');
      }),
  );
}
