import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CODE,
  type ImportProgress,
  type ImportResult,
  envelope,
  exportOptionsSchema,
  importRequestQuerySchema,
  importTemplateQuerySchema,
  importResultSchema,
} from '@yaoshi/contracts';
import { AppError, validationError } from '../../lib/errors';
import { type Lang, t } from '../../lib/i18n';
import { nowSeconds } from '../../lib/time';
import { readUpload } from '../files/files.routes';
import { actorOf } from '../records/actor';
import { localised } from '../records/crud-routes';
import { localiseError } from '../records/localise';
import { viewerOf } from '../records/record-visibility';
import { type DataServicesService, requireDataService } from '../data-services/data-services.service';
import type { ExchangeKind } from './exchange-kinds';
import type { ExchangeService } from './exchange.service';
import { importRunner } from './import-runner';

const PROGRESS_EVERY_MS = 100;

const stamp = () => new Date(nowSeconds() * 1000).toISOString().slice(0, 10).replace(/-/g, '');

/** GET /api/<kind>/export, GET /api/<kind>/import-template and POST /api/<kind>/import for every record kind. */
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
  const imports = importRunner({ exchange, database: root.ctx.database, config: root.ctx.config });
  root.addHook('onClose', () => imports.close());
  const runImport = imports.run;
  for (const k of kinds) {
    const tags = [`${k.path} exchange`];
    const exportQuery = k.listQuery
      .omit({ current: true, pageSize: true, sort: true })
      .extend(exportOptionsSchema.shape);
    app.get(
      `/api/${k.path}/export`,
      {
        config: { access: k.exportAccess },
        preHandler: exportOn,
        schema: {
          tags,
          summary: `Export ${k.path} as CSV or XLSX: readable (labels, names, display-zone dates) or raw=1 (codes, ids, Unix seconds); the list's filters apply, or ids= picks rows`,
          querystring: exportQuery,
        },
      },
      async (req, reply) => {
        const { format, raw, ids, lang, ...filters } = req.query as {
          format: 'csv' | 'xlsx';
          raw?: '0' | '1';
          ids?: number[];
          lang?: Lang;
        } & Record<string, unknown>;
        const file = `${k.path}-${stamp()}.${format}`;
        reply
          .type(
            format === 'csv'
              ? 'text/csv; charset=utf-8'
              : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .header('content-disposition', `attachment; filename="${file}"`)
          .header('cache-control', 'no-store');
        return reply.send(
          exchange.exportStream(k, { ...filters, current: 1, pageSize: 1 }, format, {
            lang: lang ?? req.lang,
            raw: raw === '1',
            viewer: viewerOf(req.auth),
            ...(ids ? { ids } : {}),
          }),
        );
      },
    );
    // The template is for people about to import: the same access as the import.
    app.get(
      `/api/${k.path}/import-template`,
      {
        config: { access: ['admin'] },
        schema: {
          tags,
          summary: `Import template of ${k.path} (XLSX: header labels, allowed values of coded columns, an example row)`,
          querystring: importTemplateQuerySchema,
        },
      },
      async (req, reply) => {
        const lang = req.query.lang ?? req.lang;
        const data = await exchange.template(k, lang);
        const file = `${k.path}-import-template-${lang}.xlsx`;
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${file}"`)
          .header('cache-control', 'no-store')
          .send(data);
      },
    );
    app.post(
      `/api/${k.path}/import`,
      {
        config: { access: ['admin'] },
        preHandler: importOn,
        // A streamed progress answer must reach the browser line by line, not in a compressor's buffer.
        compress: false,
        schema: {
          tags,
          querystring: importRequestQuerySchema,
          consumes: ['multipart/form-data'],
          response: { 200: envelope(importResultSchema) },
        },
      },
      async (req, reply) => {
        const upload = await localised(req, () =>
          readUpload(req, uploadLimit, 'import.noFile').catch((err) => {
            if ((err as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
              throw validationError('import.noFile');
            throw err;
          }),
        );
        const { mode, progress } = req.query;
        const actor = actorOf(req.auth);
        if (progress !== '1')
          return localised(req, async () => answer(req.lang, await runImport(k, upload.data, mode, actor, req.lang)));
        // NDJSON: progress lines while the import runs, then the envelope it would have answered.
        const out = new PassThrough();
        // A client gone away does not stop the import (it is one transaction either way).
        const line = (value: unknown) => !out.destroyed && out.write(`${JSON.stringify(value)}\n`);
        let last = 0;
        const progressLine = (p: ImportProgress) => {
          // At most ~10 lines a second, whichever path the import took.
          const now = Date.now();
          if (now - last < PROGRESS_EVERY_MS) return;
          last = now;
          line({ progress: p });
        };
        void runImport(k, upload.data, mode, actor, req.lang, progressLine)
          .then(
            (result) => line(answer(req.lang, result)),
            (err: unknown) => line(failure(req, err)),
          )
          .finally(() => out.end());
        return reply
          .type('application/x-ndjson; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          .send(out as never); // a stream is never run through the response schema
      },
    );
  }
}

function answer(lang: Lang, result: ImportResult) {
  const key = result.mode === 'commit' ? 'import.committed' : 'import.checked';
  const { created, updated, valid, total } = result;
  return { code: CODE.OK, msg: t(lang, key, { created, updated, valid, total }), data: result, status: 200 };
}

/** The envelope the error handler would have written (the status is already sent, so it travels inside). */
function failure(req: FastifyRequest, err: unknown) {
  const e = localiseError(err, req.lang);
  if (e instanceof AppError)
    return { code: e.code, msg: t(req.lang, e.key, e.params), data: e.data, status: e.httpStatus };
  req.log.error({ err }, 'import failed');
  return { code: CODE.INTERNAL, msg: t(req.lang, 'error.internal'), data: null, status: 500 };
}
