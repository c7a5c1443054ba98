import type { FastifyInstance } from 'fastify';
import {
  regulationCreateSchema,
  regulationDetailSchema,
  regulationListQuerySchema,
  regulationRowSchema,
  regulationSchema,
  regulationUpdateSchema,
} from '@yaoshi/contracts';
import { registerCrud } from '../records/crud-routes';
import type { RegulationsService } from './regulations.service';

export async function regulationsRoutes(app: FastifyInstance, { regulations }: { regulations: RegulationsService }) {
  registerCrud(app, {
    path: 'regulations',
    tag: 'regulations',
    readAccess: 'open',
    writeAccess: ['admin'],
    schemas: {
      query: regulationListQuerySchema,
      row: regulationRowSchema,
      detail: regulationDetailSchema,
      record: regulationSchema,
      create: regulationCreateSchema,
      update: regulationUpdateSchema,
    },
    service: regulations,
  });
}
