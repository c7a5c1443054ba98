import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analystSchema,
  envelope,
  idParamSchema,
  idTextSchema,
  myWorkSchema,
  turnaroundBodySchema,
  turnaroundTargetSchema,
  worksheetCreateSchema,
  worksheetItemDoneSchema,
  worksheetListQuerySchema,
  worksheetPatchSchema,
  worksheetSchema,
  worksheetSummarySchema,
} from '@yaoshi/contracts';
import { forbidden } from '../../../lib/errors';
import { ok } from '../../../lib/reply';
import { actorOf } from '../../records/actor';
import { viewerOf } from '../../records/record-visibility';
import type { WorksheetsService } from './worksheets.service';

const itemParamSchema = z.object({ id: idTextSchema, itemId: idTextSchema });

/**
 * Worksheets: curators plan and assign them; an analyst reads their own and
 * their open items (`my-work`) and ticks items done. Turnaround targets are set per standard.
 */
export async function worksheetsRoutes(root: FastifyInstance, { worksheets }: { worksheets: WorksheetsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['worksheets'];

  app.get(
    '/api/worksheets',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Worksheets with their progress and overdue items',
        querystring: worksheetListQuerySchema,
        response: { 200: envelope(z.array(worksheetSummarySchema)) },
      },
    },
    async (req) => ok(req, await worksheets.list(req.query.status)),
  );
  app.post(
    '/api/worksheets',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Plan a worksheet: samples × the test items of their standards, for one analyst',
        body: worksheetCreateSchema,
        response: { 200: envelope(worksheetSchema) },
      },
    },
    async (req) => ok(req, await worksheets.create(req.body, actorOf(req.auth), req.lang)),
  );
  app.get(
    '/api/worksheets/my-work',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'My open worksheet items, soonest due first',
        response: { 200: envelope(myWorkSchema) },
      },
    },
    async (req) => ok(req, await worksheets.myWork(req.auth!.userId, viewerOf(req.auth))),
  );
  app.get(
    '/api/worksheets/analysts',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Enabled accounts with the analyst capability (whom a worksheet can be assigned to)',
        response: { 200: envelope(z.array(analystSchema)) },
      },
    },
    async (req) => ok(req, await worksheets.analysts()),
  );
  app.get(
    '/api/worksheets/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'A worksheet and its items with due dates (admins, or its analyst)',
        params: idParamSchema,
        response: { 200: envelope(worksheetSchema) },
      },
    },
    async (req) => {
      const sheet = await worksheets.get(req.params.id, viewerOf(req.auth));
      if (req.auth!.role !== 'admin' && sheet.analyst_id !== req.auth!.userId) throw forbidden('worksheet.notYours');
      return ok(req, sheet);
    },
  );
  app.patch(
    '/api/worksheets/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Assign a worksheet to another analyst, or close / reopen it',
        params: idParamSchema,
        body: worksheetPatchSchema,
        response: { 200: envelope(worksheetSchema) },
      },
    },
    async (req) => ok(req, await worksheets.patch(req.params.id, req.body, actorOf(req.auth), req.lang)),
  );
  app.put(
    '/api/worksheets/:id/items/:itemId/done',
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary: 'Tick a worksheet item done, or not (its analyst or an admin)',
        params: itemParamSchema,
        body: worksheetItemDoneSchema,
        response: { 200: envelope(worksheetSchema) },
      },
    },
    async (req) =>
      ok(
        req,
        await worksheets.setDone(req.params.id, req.params.itemId, req.body.done, {
          ...actorOf(req.auth),
          role: req.auth!.role,
        }),
      ),
  );
  app.put(
    '/api/standards/:id/turnaround',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['standards'],
        summary: 'Set the turnaround target (days from receipt) of a standard',
        params: idParamSchema,
        body: turnaroundBodySchema,
        response: { 200: envelope(turnaroundTargetSchema) },
      },
    },
    async (req) => ok(req, await worksheets.setTurnaround(req.params.id, req.body.turnaround_days, actorOf(req.auth))),
  );
}
