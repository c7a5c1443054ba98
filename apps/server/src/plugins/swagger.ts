import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../version';
import { errorComponents, registerSchemaComponents } from './openapi-components';
import { describeRoute, ERRORS_KEY, operationIdOf, summaryOf } from './openapi-operations';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

type Operation = Record<string, unknown> & { responses?: Record<string, unknown> };
type Document = Record<string, unknown> & { paths?: Record<string, Record<string, Operation>> };

const binary = { schema: { type: 'string', format: 'binary' } };

/** Routes that answer a file rather than the envelope. */
function fileAnswerOf(method: string, path: string): Record<string, unknown> | undefined {
  if (method === 'get' && path.endsWith('/export'))
    return {
      description: 'The file, as an attachment (Content-Disposition): CSV (UTF-8 with BOM) or XLSX',
      content: {
        'text/csv': { schema: { type: 'string' } },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': binary,
      },
    };
  if (method === 'get' && path === '/api/files/{sha256}')
    return {
      description: 'The stored file (its sniffed type); 304 when If-None-Match matches',
      content: { 'image/*': binary, 'application/pdf': binary },
    };
  return undefined;
}

/**
 * Per operation, after the zod schemas are converted: an operationId and a summary where the
 * route declares none, and the error responses its route listed (as refs to shared ones).
 */
function completeOperations(doc: Document): Document {
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      op.operationId ??= operationIdOf(method, path);
      op.summary ??= summaryOf(method.toUpperCase(), path);
      const errors = (op[ERRORS_KEY] as Record<string, string> | undefined) ?? {};
      delete op[ERRORS_KEY];
      op.responses = { ...op.responses };
      const ok = op.responses['200'] as { description?: string; content?: unknown } | undefined;
      const file = ok && !ok.content ? fileAnswerOf(method, path) : undefined;
      if (file) op.responses['200'] = file;
      else if (ok?.description === 'Default Response') ok.description = 'Success: the envelope with code 1';
      for (const [status, name] of Object.entries(errors))
        op.responses[status] ??= { $ref: `#/components/responses/${name}` };
    }
  }
  return pruneUnusedSchemas(doc);
}

/**
 * Every registered component comes in an input and an output form; drop the forms no
 * operation reaches (directly or through other components), so the document lists only
 * what the API really speaks.
 */
function pruneUnusedSchemas(doc: Document): Document {
  const schemas = (doc.components as { schemas?: Record<string, unknown> } | undefined)?.schemas ?? {};
  for (;;) {
    const used = new Set<string>();
    const collect = (value: unknown, self?: string) => {
      for (const m of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g))
        if (m[1] !== self) used.add(m[1]!);
    };
    collect(doc.paths);
    collect((doc.components as { responses?: unknown }).responses ?? {});
    for (const [name, schema] of Object.entries(schemas)) collect(schema, name);
    const unused = Object.keys(schemas).filter((name) => !used.has(name));
    if (unused.length === 0) return doc;
    for (const name of unused) delete schemas[name];
  }
}

/** OpenAPI 3.1 generated from the zod route schemas, served at /api/docs (JSON at /api/docs/json). */
export default fp(async function swaggerPlugin(app: FastifyInstance) {
  registerSchemaComponents();
  const zodTransform = createJsonSchemaTransform({ skipList: [] });
  const zodTransformObject = createJsonSchemaTransformObject({});
  const errors = errorComponents();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Yaoshi API',
        description:
          'Medicine-and-food homologous substances database. Every answer is the envelope ' +
          '`{ code, msg, data, status }`; `code` 1 is success. Sign in with POST /api/User/login and send ' +
          'the token as a `Token` header or `Authorization: Bearer`.',
        version: APP_VERSION,
      },
      // Same origin as the docs page and the SPA.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Token' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
        schemas: errors.schemas as never,
        responses: errors.responses as never,
      },
    },
    transform(input) {
      const out = zodTransform(input);
      // A route without a schema is documented by what describeRoute knows; only `hide` leaves it out.
      const schema = (out.schema ?? {}) as Record<string, unknown>;
      if (schema.hide) return { ...out, schema };
      return { ...out, schema: { ...schema, ...describeRoute(input.route, input.url) } };
    },
    transformObject: (input) => completeOperations(zodTransformObject(input) as Document) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
