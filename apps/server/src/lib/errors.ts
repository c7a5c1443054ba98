import { CODE, type ErrorCode, HTTP_STATUS } from '@yaoshi/contracts';

/**
 * The one error taxonomy: a stable code, a message key (translated per request), its
 * parameters and optional data for the client (e.g. field errors, references).
 */
export class AppError extends Error {
  readonly httpStatus: number;
  constructor(
    readonly code: ErrorCode,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
    httpStatus?: number,
  ) {
    super(key);
    this.name = 'AppError';
    this.httpStatus = httpStatus ?? HTTP_STATUS[code];
  }
}

export const validationError = (key = 'error.validation', data: unknown = null, params = {}) =>
  new AppError(CODE.VALIDATION, key, params, data);
export const notLoggedIn = () => new AppError(CODE.NOT_LOGGED_IN, 'error.notLoggedIn');
export const sessionEnded = () => new AppError(CODE.SESSION_ENDED, 'error.sessionEnded');
export const sessionExpired = () => new AppError(CODE.SESSION_EXPIRED, 'error.sessionExpired');
export const forbidden = (key = 'error.forbidden') => new AppError(CODE.FORBIDDEN, key);
export const notFound = (key = 'error.notFound', params = {}) => new AppError(CODE.NOT_FOUND, key, params);
export const conflict = (key = 'error.conflict', data: unknown = null, params = {}) =>
  new AppError(CODE.CONFLICT, key, params, data);
export const tooLarge = (limit: string) => new AppError(CODE.TOO_LARGE, 'error.tooLarge', { limit });
export const unsupportedType = (key = 'error.unsupportedType') => new AppError(CODE.UNSUPPORTED_TYPE, key);
export const rateLimited = (minutes: number) => new AppError(CODE.RATE_LIMITED, 'error.rateLimited', { minutes });
