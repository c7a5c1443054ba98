import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  correctiveActionCreateSchema,
  envelope,
  idParamSchema,
  idTextSchema,
  nonconformityCloseSchema,
  nonconformityListQuerySchema,
  nonconformitySchema,
  qcBaselineCreateSchema,
  qcChartQuerySchema,
  qcChartSchema,
  qcPositionCreateSchema,
  qcResultsBodySchema,
  qcSeriesSchema,
  worksheetQcSchema,
} from '@yaoshi/contracts';
import { ok } from '../../../lib/reply';
import type { AuthContext } from '../../../types';
import type { QcChartsService } from './qc-charts.service';
import type { QcCaller, QcService } from './qc.service';

const positionParamSchema = z.object({ id: idTextSchema, positionId: idTextSchema });
const acceptanceSchema = z
  .object({
    rpd_max: z.number().positive().max(1000),
    recovery_min: z.number().min(0).max(1000),
    recovery_max: z.number().positive().max(1000),
  })
  .refine((b) => b.recovery_min < b.recovery_max, { message: 'recovery_min < recovery_max' });

const callerOf = (auth: AuthContext): QcCaller => ({
  userId: auth.userId,
  username: auth.username,
  role: auth.role,
  capabilities: auth.capabilities,
});

/**
 * QC of worksheet runs (positions, results, corrective actions), nonconformities, control
 * charts and their baselines. Who may do what is decided in the service from the caller's role
 * and laboratory capabilities.
 */
export async function qcRoutes(root: FastifyInstance, { qc, charts }: { qc: QcService; charts: QcChartsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['qc'];

  app.get(
    '/api/worksheets/:id/qc',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'QC of a worksheet run: positions, computed values, failures and whether it is held',
        params: idParamSchema,
        response: { 200: envelope(worksheetQcSchema) },
      },
    },
    async (req) => ok(req, await qc.get(req.params.id, callerOf(req.auth!), req.lang)),
  );
  app.post(
    '/api/worksheets/:id/qc/positions',
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary: 'Add a blank, duplicate, spike or reference material to a worksheet (its analyst or an admin)',
        params: idParamSchema,
        body: qcPositionCreateSchema,
        response: { 200: envelope(worksheetQcSchema) },
      },
    },
    async (req) => ok(req, await qc.addPosition(req.params.id, req.body, callerOf(req.auth!), req.lang)),
  );
  app.delete(
    '/api/worksheets/:id/qc/positions/:positionId',
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary: 'Remove a QC position and its results',
        params: positionParamSchema,
        response: { 200: envelope(worksheetQcSchema) },
      },
    },
    async (req) =>
      ok(req, await qc.deletePosition(req.params.id, req.params.positionId, callerOf(req.auth!), req.lang)),
  );
  app.put(
    '/api/worksheets/:id/qc/positions/:positionId/results',
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary: 'Enter a QC position’s values per analyte, as typed (null clears)',
        params: positionParamSchema,
        body: qcResultsBodySchema,
        response: { 200: envelope(worksheetQcSchema) },
      },
    },
    async (req) =>
      ok(
        req,
        await qc.putResults(req.params.id, req.params.positionId, req.body.results, callerOf(req.auth!), req.lang),
      ),
  );
  app.post(
    '/api/worksheets/:id/qc/corrective-actions',
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary: 'Record a corrective action: releases the held run and opens a nonconformity',
        params: idParamSchema,
        body: correctiveActionCreateSchema,
        response: { 200: envelope(worksheetQcSchema) },
      },
    },
    async (req) => ok(req, await qc.correctiveAction(req.params.id, req.body, callerOf(req.auth!), req.lang)),
  );
  app.get(
    '/api/qc/nonconformities',
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary: 'Nonconformities opened by corrective actions',
        querystring: nonconformityListQuerySchema,
        response: { 200: envelope(z.array(nonconformitySchema)) },
      },
    },
    async (req) => ok(req, await qc.nonconformities(req.query.status, callerOf(req.auth!))),
  );
  app.post(
    '/api/qc/nonconformities/:id/close',
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary: 'Close a nonconformity (a QA manager or an admin)',
        params: idParamSchema,
        body: nonconformityCloseSchema,
        response: { 200: envelope(nonconformitySchema) },
      },
    },
    async (req) => ok(req, await qc.closeNonconformity(req.params.id, req.body.note, callerOf(req.auth!))),
  );
  app.get(
    '/api/qc/charts',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Control series there are: analyte × control material',
        response: { 200: envelope(z.array(qcSeriesSchema)) },
      },
    },
    async (req) => ok(req, await charts.seriesList()),
  );
  app.get(
    '/api/qc/chart',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Levey–Jennings chart of a control material and analyte, with Westgard rules per point',
        querystring: qcChartQuerySchema,
        response: { 200: envelope(qcChartSchema) },
      },
    },
    async (req) => ok(req, await charts.chart(req.query.standard_id, req.query.material)),
  );
  app.post(
    '/api/qc/baselines',
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary: 'State a chart’s baseline: mean and SD from the named runs (a QA manager or an admin)',
        body: qcBaselineCreateSchema,
        response: { 200: envelope(qcChartSchema) },
      },
    },
    async (req) => ok(req, await charts.setBaseline(req.body, callerOf(req.auth!), req.lang)),
  );
  app.put(
    '/api/standards/:id/qc-acceptance',
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags: ['standards'],
        summary: 'Set the RPD and recovery acceptance of a standard (a QA manager or an admin)',
        params: idParamSchema,
        body: acceptanceSchema,
        response: {
          200: envelope(
            z.object({
              standard_id: z.number().int(),
              rpd_max: z.number(),
              recovery_min: z.number(),
              recovery_max: z.number(),
            }),
          ),
        },
      },
    },
    async (req) => ok(req, await charts.setAcceptance(req.params.id, req.body, callerOf(req.auth!))),
  );
}
