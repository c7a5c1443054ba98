import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CODE,
  deletedSchema,
  envelope,
  idParamSchema,
  instrumentImportQuerySchema,
  instrumentImportResultSchema,
  instrumentProfileSchema,
  instrumentProfileWriteSchema,
} from '@yaoshi/contracts';
import { validationError } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { ok } from '../../../lib/reply';
import { readUpload } from '../../files/files.routes';
import { localised } from '../../records/crud-routes';
import { MAX_INSTRUMENT_FILE_BYTES } from './instrument-file';
import type { InstrumentCaller, InstrumentsService } from './instruments.service';

const callerOf = (req: FastifyRequest): InstrumentCaller => ({
  userId: req.auth!.userId,
  username: req.auth!.username,
  role: req.auth!.role,
  capabilities: req.auth!.capabilities,
  lang: req.lang,
});

/**
 * Instrument profiles (column mappings per instrument) and instrument imports into a worksheet.
 * Both need the analyst capability; an import, the worksheet's analyst or an admin. The file is
 * multipart like every import, bounded at MAX_INSTRUMENT_FILE_BYTES while it is read.
 */
export async function instrumentsRoutes(root: FastifyInstance, { instruments }: { instruments: InstrumentsService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['instrument imports'];
  const base = '/api/instrument-profiles';

  app.get(
    base,
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary: 'Column-mapping profiles of instrument exports (analysts)',
        response: { 200: envelope(z.array(instrumentProfileSchema)) },
      },
    },
    async (req) => ok(req, await instruments.listProfiles(callerOf(req))),
  );
  app.post(
    base,
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary: 'Save a column-mapping profile of an instrument (analysts)',
        body: instrumentProfileWriteSchema,
        response: { 200: envelope(instrumentProfileSchema) },
      },
    },
    async (req) =>
      localised(req, async () => ok(req, await instruments.createProfile(req.body, callerOf(req)), 'record.created')),
  );
  app.get(
    `${base}/:id`,
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary: 'A column-mapping profile (analysts)',
        params: idParamSchema,
        response: { 200: envelope(instrumentProfileSchema) },
      },
    },
    async (req) => ok(req, await instruments.getProfile(req.params.id, callerOf(req))),
  );
  app.put(
    `${base}/:id`,
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary: 'Replace a column-mapping profile (analysts)',
        params: idParamSchema,
        body: instrumentProfileWriteSchema,
        response: { 200: envelope(instrumentProfileSchema) },
      },
    },
    async (req) =>
      localised(req, async () =>
        ok(req, await instruments.updateProfile(req.params.id, req.body, callerOf(req)), 'record.updated'),
      ),
  );
  app.delete(
    `${base}/:id`,
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary: 'Delete a column-mapping profile (analysts)',
        params: idParamSchema,
        response: { 200: envelope(deletedSchema) },
      },
    },
    async (req) => {
      await instruments.deleteProfile(req.params.id, callerOf(req));
      return ok(req, { id: req.params.id }, 'record.deleted');
    },
  );
  app.post(
    '/api/worksheets/:id/instrument-import',
    {
      config: { access: ['user', 'admin'] },
      schema: {
        tags,
        summary:
          'Load an instrument CSV/XLSX into a worksheet through a profile: mode=dry-run judges every row (matched, or refused with row, column and reason); mode=commit with the dry run’s sha256 writes the matched rows (never over verified or published results)',
        params: idParamSchema,
        querystring: instrumentImportQuerySchema,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(instrumentImportResultSchema) },
      },
    },
    async (req) => {
      const caller = callerOf(req);
      const { profile_id, mode, sha256 } = req.query;
      // Whoever may not import is refused before the file is read.
      await instruments.admit(req.params.id, profile_id, caller);
      const upload = await localised(req, () =>
        readUpload(req, MAX_INSTRUMENT_FILE_BYTES, 'instrument.noFile').catch((err) => {
          if ((err as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
            throw validationError('instrument.noFile');
          throw err;
        }),
      );
      const name = upload.name.slice(0, 200);
      const result = await localised(req, () =>
        instruments.run(req.params.id, profile_id, { data: upload.data, name }, mode, sha256, caller),
      );
      const key = mode === 'commit' ? 'instrument.committed' : 'instrument.checked';
      return {
        code: CODE.OK,
        msg: t(req.lang, key, { matched: result.matched, refused: result.refused, written: result.written }),
        data: result,
        status: 200,
      };
    },
  );
}
