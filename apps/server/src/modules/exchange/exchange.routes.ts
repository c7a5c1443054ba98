import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CODE, envelope, exportFormatSchema, importQuerySchema, importResultSchema } from '@yaoshi/contracts';
import { validationError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { nowSeconds } from '../../lib/time';
import { readUpload } from '../files/files.routes';
import { actorOf } from '../records/actor';
import { localised } from '../records/crud-routes';
import { type DataServicesService, requireDataService } from '../data-services/data-services.service';
import type { ExchangeKind } from './exchange-kinds';
import type { ExchangeService } from './exchange.service';

const stamp = () => new Date(nowSeconds() * 1000).toISOString().slice(0, 10).replace(/-/g, '');

/** GET /api/<kind>/export and POST /api/<kind>/import for every record kind. */
export async function exchangeRoutes(
  root: FastifyInstance,
  {
    exchange,
    kinds,
    uploadLimit,
    dataServices,
  }: { exchange: ExchangeService; kinds: ExchangeKind[]; uploadLimit: number; dataServices: DataServicesService },
) {
  // The bulk export / bulk import data services an admin switches on the card list.
  const exportOn = requireDataService(dataServices, 'bulk-export');
  const importOn = requireDataService(dataServices, 'bulk-import');
  const app = root.withTypeProvider<ZodTypeProvider>();
  for (const k of kinds) {
    const tags = [`${k.path} exchange`];
    const exportQuery = k.listQuery
      .omit({ current: true, pageSize: true, sort: true })
      .extend({ format: exportFormatSchema.default('csv') });
    app.get(
      `/api/${k.path}/export`,
      { config: { access: k.exportAccess }, preHandler: exportOn, schema: { tags, querystring: exportQuery } },
      async (req, reply) => {
        const { format, ...filters } = req.query as { format: 'csv' | 'xlsx' } & Record<string, unknown>;
        const file = `${k.path}-${stamp()}.${format}`;
        reply
          .type(
            format === 'csv'
              ? 'text/csv; charset=utf-8'
              : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .header('content-disposition', `attachment; filename="${file}"`)
          .header('cache-control', 'no-store');
        return reply.send(exchange.exportStream(k, { ...filters, current: 1, pageSize: 1 }, format));
      },
    );
    app.post(
      `/api/${k.path}/import`,
      {
        config: { access: ['admin'] },
        preHandler: importOn,
        schema: {
          tags,
          querystring: importQuerySchema,
          consumes: ['multipart/form-data'],
          response: { 200: envelope(importResultSchema) },
        },
      },
      async (req) =>
        localised(req, async () => {
          const upload = await readUpload(req, uploadLimit, 'import.noFile').catch((err) => {
            if ((err as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
              throw validationError('import.noFile');
            throw err;
          });
          const result = await exchange.import(k, upload.data, req.query.mode, actorOf(req.auth), req.lang);
          const key = result.mode === 'commit' ? 'import.committed' : 'import.checked';
          const { created, updated, valid, total } = result;
          return {
            code: CODE.OK,
            msg: t(req.lang, key, { created, updated, valid, total }),
            data: result,
            status: 200,
          };
        }),
    );
  }
}
