import type { FastifyInstance } from 'fastify';
import {
  reportCreateSchema,
  reportDetailSchema,
  reportListQuerySchema,
  reportRowSchema,
  reportSchema,
  reportUpdateSchema,
} from '@yaoshi/contracts';
import { registerCrud } from '../records/crud-routes';
import type { ReportsService } from './reports.service';

export async function reportsRoutes(app: FastifyInstance, { reports }: { reports: ReportsService }) {
  registerCrud(app, {
    path: 'reports',
    tag: 'reports',
    readAccess: 'signed-in',
    writeAccess: ['admin'],
    schemas: {
      query: reportListQuerySchema,
      row: reportRowSchema,
      detail: reportDetailSchema,
      record: reportSchema,
      create: reportCreateSchema,
      update: reportUpdateSchema,
    },
    service: reports,
  });
}
