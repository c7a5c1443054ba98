import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, fileParamSchema, fileSchema } from '@yaoshi/contracts';
import { AppError, tooLarge, validationError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { actorOf } from '../records/actor';
import type { FilesService } from './files.service';

const megabytes = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

/** Multipart limits of the parser (more files, parts or fields than an upload has): too large. */
const OVER_LIMIT = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * The uploaded file (multipart field `file`) as a buffer, refused past the limit. A body that
 * ends early or breaks the multipart format (busboy's "Unexpected end of form", "Malformed part
 * header", a missing boundary, a client gone mid-upload) is the client's fault: 40000, never 500.
 */
export async function readUpload(req: FastifyRequest, limit: number, missingKey = 'file.missing') {
  try {
    const part = await req.file({ limits: { fileSize: limit, files: 1 } });
    if (!part) throw validationError(missingKey);
    return { data: await part.toBuffer(), name: part.filename ?? '' };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (OVER_LIMIT.has(code)) throw tooLarge(megabytes(limit));
    // Not multipart at all: the error handler's 415 (an import route names its own 400).
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw err;
    throw validationError('error.badMultipart');
  }
}

export async function filesRoutes(
  root: FastifyInstance,
  { files, uploadLimit }: { files: FilesService; uploadLimit: number },
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['files'];
  const response = { 200: envelope(fileSchema) };

  app.post(
    '/api/files',
    { config: { access: ['admin'] }, schema: { tags, consumes: ['multipart/form-data'], response } },
    async (req) => {
      await files.admitUpload(actorOf(req.auth));
      const { data, name } = await readUpload(req, uploadLimit);
      return ok(req, await files.store(data, name, actorOf(req.auth), 'any'));
    },
  );

  // Images for the signed-in user's own use (avatar, profile); same store.
  app.post(
    '/api/user/upload',
    { config: { access: 'signed-in' }, schema: { tags, consumes: ['multipart/form-data'], response } },
    async (req) => {
      await files.admitUpload(actorOf(req.auth));
      const { data, name } = await readUpload(req, uploadLimit);
      return ok(req, await files.store(data, name, actorOf(req.auth), 'image'));
    },
  );

  app.get(
    '/api/files/:sha256',
    { config: { access: 'open' }, schema: { tags, params: fileParamSchema } },
    async (req, reply) => {
      const etag = `"${req.params.sha256}"`;
      reply.header('etag', etag).header('cache-control', 'public, max-age=31536000, immutable');
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      const file = await files.get(req.params.sha256);
      return reply
        .type(file.mime)
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name || req.params.sha256)}`)
        .send(file.data);
    },
  );
}
