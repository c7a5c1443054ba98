import type { RouteOptions } from 'fastify';
import { KIND_PATHS, type Access } from '@yaoshi/contracts';
import { ERROR_RESPONSE_NAMES } from './openapi-components';

/**
 * What the OpenAPI document says about each operation beyond its zod schemas: a stable
 * operationId, a summary, who may call it (security) and which error envelopes it can answer.
 * A route's own `schema.summary` / `schema.operationId` win; the rest is derived here, so a new
 * route is documented without ceremony (test/openapi.test.ts fails when one is not).
 */

/** Singular and plural labels of the catalogue's record kinds, by their API path. */
const RECORD_LABELS: Record<string, [string, string]> = {
  matters: ['matter (catalogue substance)', 'matters (catalogue substances)'],
  products: ['product', 'products'],
  'matter-samples': ['matter sample', 'matter samples'],
  'product-samples': ['product sample', 'product samples'],
  reports: ['testing report', 'testing reports'],
  regulations: ['regulation', 'regulations and announcements'],
  standards: ['limit standard', 'limit standards (per matter or product type)'],
};

/** Summaries of routes that declare none (keyed by `METHOD /openapi/{path}`). */
const SUMMARIES: Record<string, string> = {
  'GET /api/user/info': 'The signed-in user',
  'POST /api/user/logout': 'Sign out: revokes the token of this request',
  'POST /api/user/login': 'Sign in (lower-case alias of POST /api/User/login)',
  'GET /api/message/list': 'My messages, notices and to-dos',
  'GET /api/message/unread': 'How many of my messages are unread, per type',
  'POST /api/message/read': 'Mark messages as read',
  'POST /api/message/read-all': 'Mark all my messages as read',
  'GET /api/regions': 'Region tree (GB/T 2260: provinces, cities, counties)',
  'POST /api/files': 'Upload an image or a PDF (stored by content hash)',
  'POST /api/user/upload': 'Upload an image for my own use (avatar, profile)',
  'GET /api/files/{sha256}': 'A stored file by its SHA-256 (immutable, cached for a year)',
  'GET /api/operation/log': 'Operation log (who changed what, when)',
  'GET /api/matters/effect-tags': 'Effect tags with the number of matters carrying each',
};

/** operationIds that the derivation would make ambiguous. */
const OPERATION_IDS: Record<string, string> = {
  'POST /api/user/login': 'postUserLoginAlias',
};

/** Routes with their own throttle (429) besides uploads. */
const THROTTLED = new Set(['POST /api/User/login', 'POST /api/user/login', 'POST /api/user/password']);
/** Sign-in: wrong credentials are 40000 with HTTP 401, a disabled account 40300. */
const SIGN_IN = new Set(['POST /api/User/login', 'POST /api/user/login']);

const CATALOGUE_PREFIXES = Object.values(KIND_PATHS).map((p) => `/api/${p}`);

const capital = (w: string) => (w ? w[0]!.toUpperCase() + w.slice(1) : w);

/** `GET /api/matters/{id}` → `getMattersById`; `POST /api/chat/{id}/collect` → `postChatByIdCollect`. */
export function operationIdOf(method: string, path: string): string {
  const key = `${method.toUpperCase()} ${path}`;
  if (OPERATION_IDS[key]) return OPERATION_IDS[key];
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((seg) => (/^\{.+\}$/.test(seg) ? ['by', seg.slice(1, -1)] : seg.split(/[-_.]/)));
  return method.toLowerCase() + words.map(capital).join('');
}

/** A summary for a route that has none: the catalogue's CRUD and exchange routes, then the table. */
export function summaryOf(method: string, path: string): string | undefined {
  const m = /^\/api\/([a-z-]+)(\/\{id\}|\/export|\/import)?$/.exec(path);
  const labels = m && RECORD_LABELS[m[1]!];
  if (m && labels) {
    const [one, many] = labels;
    const rest = m[2] ?? '';
    const crud: Record<string, string> = {
      'GET ': `List ${many}: paged, searched (q), filtered and sorted`,
      'POST ': `Create a ${one}`,
      'GET /{id}': `A ${one} with its related records`,
      'PUT /{id}': `Update a ${one}`,
      'DELETE /{id}': `Delete a ${one}`,
      'GET /export': `Export ${many} as CSV or XLSX (the list's filters apply)`,
      'POST /import': `Import ${many} from a CSV or XLSX file`,
    };
    const hit = crud[`${method} ${rest}`];
    if (hit) return hit;
  }
  return SUMMARIES[`${method} ${path}`];
}

const AUTH = [{ token: [] }, { bearer: [] }];

function accessText(access: Access): string {
  if (access === 'open') return 'Open to everyone (no token needed).';
  if (access === 'signed-in') return 'Any signed-in user (Token or Bearer header).';
  return `Signed-in users whose active role is: ${access.join(', ')}.`;
}

/** Error answers a route can give (status → shared response), from what it declares: access, inputs, guards, methods. */
function errorStatuses(route: RouteOptions, url: string, access: Access): Record<string, string> {
  const method = [route.method].flat()[0]!.toUpperCase();
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const multipart = ((schema.consumes as string[] | undefined) ?? []).includes('multipart/form-data');
  const statuses = new Set([500]);
  if (schema.querystring || schema.params || schema.body || url.includes(':') || multipart) statuses.add(400);
  if (access !== 'open') statuses.add(401);
  // Role lists, data-service switches (a preHandler) and the open read API switch for visitors.
  const catalogueRead = method === 'GET' && CATALOGUE_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));
  if (Array.isArray(access) || route.preHandler || catalogueRead) statuses.add(403);
  if (url.includes(':')) statuses.add(404);
  // Writes meet the current state: numbers taken, records still referenced, flows already advanced.
  if (method !== 'GET' && access !== 'open') statuses.add(409);
  if (schema.body || multipart) statuses.add(413);
  if (multipart) statuses.add(415);
  const key = `${method} ${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
  if (multipart || THROTTLED.has(key)) statuses.add(429);
  // Health is where a monitor learns that the database is down.
  if (key === 'GET /api/health') statuses.add(503);
  const signIn = SIGN_IN.has(key);
  if (signIn) statuses.add(401).add(403);
  const out: Record<string, string> = {};
  for (const status of [...statuses].sort((a, b) => a - b))
    out[status] = signIn && status === 401 ? 'SignInRefused' : ERROR_RESPONSE_NAMES[status]!;
  return out;
}

/** Key under which a route's error statuses travel from `transform` to `transformObject`. */
export const ERRORS_KEY = 'x-yaoshi-errors';

/** The per-route part: security, who may call, and the error statuses (turned into responses later). */
export function describeRoute(route: RouteOptions, url: string): Record<string, unknown> {
  const access = route.config?.access;
  if (!access) return {};
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const description = [schema.description, accessText(access)].filter(Boolean).join('\n\n');
  const multipart = ((schema.consumes as string[] | undefined) ?? []).includes('multipart/form-data');
  return {
    security: access === 'open' ? [] : AUTH,
    description,
    'x-access': access,
    [ERRORS_KEY]: errorStatuses(route, url, access),
    // Uploads are read from the multipart stream, not validated as a body: say what to send.
    ...(multipart && !schema.body ? { body: UPLOAD_BODY } : {}),
  };
}

const UPLOAD_BODY = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary', description: 'The file (one part named file)' } },
};
