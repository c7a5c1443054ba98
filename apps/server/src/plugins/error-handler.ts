import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CODE, HTTP_STATUS, type ErrorCode, type FieldError } from '@yaoshi/contracts';
import {
  isBusy,
  isTransientConflict,
  isUniqueViolation,
  isUnstorableText,
  uniqueViolationColumns,
} from '../lib/db-retry';
import { AppError } from '../lib/errors';
import { databaseStorageFailure, databaseWhere, describeStorageFailure } from '../lib/storage-failure';
import { isMessageKey, t, type Lang } from '../lib/i18n';

type Issue = {
  code?: string;
  message?: string;
  path?: PropertyKey[];
  keys?: string[];
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  input?: unknown;
};

/** Turns one zod issue into a field error a person can read in their language. */
export function fieldErrors(issues: Issue[], lang: Lang): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of issues) {
    const field = (issue.path ?? []).map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys ?? []) {
        const name = field ? `${field}.${key}` : key;
        out.push({ field: name, message: t(lang, 'validation.unknownField', { field: name }) });
      }
      continue;
    }
    out.push({ field, message: issueMessage(issue, field, lang) });
  }
  return out;
}

function issueMessage(issue: Issue, field: string, lang: Lang): string {
  if (issue.message && isMessageKey(issue.message)) return t(lang, issue.message, { field });
  const name = field || (lang === 'en-US' ? 'value' : '值');
  const isString = issue.origin === 'string' || issue.origin === 'array';
  switch (issue.code) {
    case 'invalid_type':
      return t(lang, issue.input === undefined ? 'validation.required' : 'validation.invalid', { field: name });
    case 'too_small':
      if (isString && Number(issue.minimum) === 1) return t(lang, 'validation.required', { field: name });
      return t(lang, isString ? 'validation.tooShort' : 'validation.tooSmall', {
        field: name,
        min: Number(issue.minimum),
      });
    case 'too_big':
      return t(lang, isString ? 'validation.tooLong' : 'validation.tooBig', {
        field: name,
        max: Number(issue.maximum),
      });
    case 'invalid_value':
      return t(lang, 'validation.enum', { field: name });
    default:
      return t(lang, 'validation.invalid', { field: name });
  }
}

export function sendError(
  reply: FastifyReply,
  req: FastifyRequest,
  code: ErrorCode,
  key: string,
  params: Record<string, string | number> = {},
  data: unknown = null,
  status = HTTP_STATUS[code],
) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ code, msg: t(req.lang, key, params), data, status });
}

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${Math.round(n / 1024 / 1024)} MB` : `${Math.round(n / 1024)} KB`;
}

/**
 * Database errors a client caused or can retry, never 500: a unique-key race the service's own
 * check could not see (40900 naming the column), a deadlock still failing after the retries
 * (40900, try again), text PostgreSQL cannot store (40000; the schemas refuse it first).
 */
export function databaseRace(
  error: unknown,
  req: FastifyRequest,
): { code: ErrorCode; key: string; params: Record<string, string>; data: unknown } | null {
  if (isUniqueViolation(error)) {
    const cols = uniqueViolationColumns(error);
    req.log.warn({ err: error }, 'unique-key race answered 40900');
    if (cols.length === 1) {
      const field = cols[0]!;
      const message = t(req.lang, 'error.duplicate', { field });
      return { code: CODE.CONFLICT, key: 'error.duplicate', params: { field }, data: [{ field, message }] };
    }
    return { code: CODE.CONFLICT, key: 'error.duplicateRecord', params: {}, data: null };
  }
  if (isTransientConflict(error) || isBusy(error)) {
    req.log.warn({ err: error }, 'write conflict still failing after retries');
    return { code: CODE.CONFLICT, key: 'error.busy', params: {}, data: null };
  }
  if (isUnstorableText(error)) return { code: CODE.VALIDATION, key: 'error.unstorableText', params: {}, data: null };
  return null;
}

/** The one place errors become envelopes. 5xx answers never carry internals. */
export default fp(async function errorHandler(app: FastifyInstance, opts: { bodyLimit: number }) {
  app.setErrorHandler((error: unknown, req, reply) => {
    if (error instanceof AppError)
      return sendError(reply, req, error.code, error.key, error.params, error.data, error.httpStatus);
    const err = error as FastifyError;
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues: Issue[] = err.validation.map((v) => ({
        ...(v.params as Issue),
        code: v.keyword,
        message: v.message,
        path: v.instancePath.split('/').filter(Boolean),
      }));
      const data = fieldErrors(issues, req.lang);
      const first = data[0]?.message;
      return sendError(reply, req, CODE.VALIDATION, first ?? 'error.validation', {}, data);
    }
    switch (err.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
        return sendError(reply, req, CODE.TOO_LARGE, 'error.tooLarge', { limit: formatBytes(opts.bodyLimit) });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return sendError(reply, req, CODE.UNSUPPORTED_TYPE, 'error.unsupportedType');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return sendError(reply, req, CODE.VALIDATION, 'error.badJson');
    }
    if (err instanceof SyntaxError || err.statusCode === 400) {
      // Malformed JSON, a __proto__ key, a bad querystring.
      return sendError(reply, req, CODE.VALIDATION, 'error.badJson');
    }
    if (err.statusCode === 429) return sendError(reply, req, CODE.RATE_LIMITED, 'error.rateLimited', { minutes: 1 });
    if (err.statusCode === 413)
      return sendError(reply, req, CODE.TOO_LARGE, 'error.tooLarge', { limit: formatBytes(opts.bodyLimit) });
    if (err.statusCode === 415) return sendError(reply, req, CODE.UNSUPPORTED_TYPE, 'error.unsupportedType');
    if (err.statusCode === 404) return sendError(reply, req, CODE.NOT_FOUND, 'error.notFound');
    const dbAnswer = databaseRace(error, req);
    if (dbAnswer) return sendError(reply, req, dbAnswer.code, dbAnswer.key, dbAnswer.params, dbAnswer.data);
    const storage = databaseStorageFailure(error);
    if (storage) {
      // The operator's one line names the path; the client learns only that saving is impossible.
      const where = (err as { path?: unknown }).path;
      const line = describeStorageFailure(typeof where === 'string' ? where : databaseWhere(app.ctx.config), storage);
      req.log.error({ err, storage: storage.code }, line);
      return sendError(
        reply,
        req,
        CODE.INTERNAL,
        storage.cause === 'full' ? 'error.storageFull' : 'error.storageUnwritable',
      );
    }
    req.log.error({ err }, 'unhandled error');
    return sendError(reply, req, CODE.INTERNAL, 'error.internal');
  });
});
