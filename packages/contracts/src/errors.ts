/** One error taxonomy, shared by server and web. `code` 1 is success. */
export const CODE = {
  OK: 1,
  VALIDATION: 40000,
  FORBIDDEN: 40300,
  NOT_FOUND: 40400,
  CONFLICT: 40900,
  TOO_LARGE: 41300,
  UNSUPPORTED_TYPE: 41500,
  RATE_LIMITED: 42900,
  INTERNAL: 50000,
  /** A dependency (the database) cannot be reached: try again later; `data` names it. */
  UNAVAILABLE: 50300,
  NOT_LOGGED_IN: 50008,
  SESSION_ENDED: 50012,
  SESSION_EXPIRED: 50014,
} as const;

export type ErrorCode = Exclude<(typeof CODE)[keyof typeof CODE], 1>;

/** HTTP status that travels with each code, so proxies, logs and monitors see the truth. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  40000: 400,
  40300: 403,
  40400: 404,
  40900: 409,
  41300: 413,
  41500: 415,
  42900: 429,
  50000: 500,
  50300: 503,
  50008: 401,
  50012: 401,
  50014: 401,
};

/** Codes after which the client must sign in again. */
export const LOGOUT_CODES: readonly number[] = [CODE.NOT_LOGGED_IN, CODE.SESSION_ENDED, CODE.SESSION_EXPIRED];
