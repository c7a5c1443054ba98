import type { FastifyRequest } from 'fastify';
import { CODE } from '@yaoshi/contracts';
import { t } from './i18n';

/** The success envelope. */
export function ok<T>(req: FastifyRequest, data: T, msgKey = 'ok') {
  return { code: CODE.OK, msg: t(req.lang, msgKey), data, status: 200 };
}
