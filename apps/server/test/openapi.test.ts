import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from './fixtures/record-routes.mjs';
import { createTestApp, type TestApp } from './helper';
import { undocumentedRoutes } from './openapi-coverage';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string }>;
  'x-access'?: unknown;
};
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, any>; responses: Record<string, any>; securitySchemes: Record<string, any> };
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** Type errors of `files` (in `dir`), compiled strictly as a client project would. */
function typeErrors(dir: string, files: string[]): string[] {
  const program = ts.createProgram(
    files.map((f) => path.join(dir, f)),
    {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    },
  );
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
}

// The document does not depend on the engine: one SQLite app is enough.
describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: Doc;
  const operations: [string, string, Operation][] = [];
  beforeAll(async () => {
    t = await createTestApp('sqlite', { seed: [] });
    doc = structuredClone(t.app.swagger()) as unknown as Doc;
    for (const [p, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item)) if (METHODS.has(method)) operations.push([method, p, op]);
  });
  afterAll(() => t.close());

  it('is valid (swagger-parser resolves every $ref, the recursive trees included)', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(operations.length).toBeGreaterThan(100);
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('gives every operation a unique operationId, a summary, its security and its error answers', () => {
    const ids = new Set<string>();
    for (const [method, p, op] of operations) {
      const where = `${method.toUpperCase()} ${p}`;
      expect(op.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(ids.has(op.operationId!), `${where}: duplicate operationId ${op.operationId}`).toBe(false);
      ids.add(op.operationId!);
      expect(op.summary, `${where} has no summary`).toBeTruthy();
      expect(op.security, `${where} has no security`).toBeInstanceOf(Array);
      expect(op.responses['500']?.$ref, where).toBe('#/components/responses/InternalError');
      if (op['x-access'] === 'open') expect(op.security, where).toEqual([]);
      else {
        expect(op.security, where).toEqual([{ token: [] }, { bearer: [] }]);
        expect(op.responses['401']?.$ref, where).toBe('#/components/responses/Unauthorized');
      }
      if (Array.isArray(op['x-access'])) expect(op.responses['403'], where).toBeDefined();
      if (p.includes('{')) expect(op.responses['404'], where).toBeDefined();
    }
    expect(doc.components.securitySchemes).toEqual({
      token: { type: 'apiKey', in: 'header', name: 'Token' },
      bearer: { type: 'http', scheme: 'bearer' },
    });
  });

  it('states what each kind of route may answer', () => {
    const op = (method: string, p: string) => doc.paths[p]![method]!;
    const statuses = (o: Operation) => Object.keys(o.responses).sort();
    expect(statuses(op('get', '/api/matters'))).toEqual(['200', '400', '403', '500']);
    expect(statuses(op('post', '/api/matters'))).toEqual(['200', '400', '401', '403', '409', '413', '500']);
    expect(statuses(op('delete', '/api/matters/{id}'))).toEqual(['200', '400', '401', '403', '404', '409', '500']);
    expect(statuses(op('post', '/api/User/login'))).toEqual(['200', '400', '401', '403', '413', '429', '500']);
    expect(op('post', '/api/User/login').responses['401']!.$ref).toBe('#/components/responses/SignInRefused');
    expect(statuses(op('post', '/api/files'))).toContain('415');
    expect(Object.keys((op('get', '/api/matters/export').responses['200'] as any).content)).toContain('text/csv');
    const upload = (op('post', '/api/files') as any).requestBody.content['multipart/form-data'].schema;
    expect(upload.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(op('get', '/api/matters').operationId).toBe('getMatters');
    expect(op('get', '/api/matters/{id}').operationId).toBe('getMattersById');
    expect(op('get', '/api/matters').summary).toMatch(/^List matters/);
    const unauthorized = doc.components.responses.Unauthorized.content['application/json'].schema;
    expect(unauthorized.allOf[1].properties.code.enum).toEqual([50008, 50012, 50014]);
  });

  it('names shared schemas as components and declares the recursive trees', () => {
    const { schemas } = doc.components;
    for (const name of ['MatterRow', 'MatterDetail', 'MatterCreateInput', 'Product', 'UserInfo', 'ErrorEnvelope'])
      expect(schemas[name], name).toBeDefined();
    expect(schemas.RegionNode.properties.children.items).toEqual({ $ref: '#/components/schemas/RegionNode' });
    expect(schemas.AppRoute.properties.children.items).toEqual({ $ref: '#/components/schemas/AppRoute' });
    const json = (p: string) =>
      (doc.paths[p]!.get!.responses['200'] as any).content['application/json'].schema.properties.data;
    expect(json('/api/regions').items).toEqual({ $ref: '#/components/schemas/RegionNode' });
    expect(json('/api/user/menu').items).toEqual({ $ref: '#/components/schemas/AppRoute' });
    expect(json('/api/matters').properties.list.items).toEqual({ $ref: '#/components/schemas/MatterRow' });
  });

  it('generates a typed client with openapi-typescript that type-checks real calls and refuses wrong ones', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-client-'));
    try {
      fs.writeFileSync(path.join(dir, 'api.d.ts'), astToString(await openapiTS(structuredClone(doc) as never)));
      const common = `import type { components, paths } from './api';
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type ListMatters = paths['/api/matters']['get'];
type Login = paths['/api/User/login']['post'];
declare const page: Json<ListMatters['responses'][200]>;
`;
      fs.writeFileSync(
        path.join(dir, 'good.ts'),
        `${common}
export const query: NonNullable<ListMatters['parameters']['query']> = { q: '枸杞', current: 1, pageSize: 10, effect_tag: 'tonify-qi' };
export const names: string[] = page.data.list.map((row) => row.material_name);
export const total: number = page.data.total;
export const body: Login['requestBody']['content']['application/json'] = { username: 'admin', password: 'secret' };
declare const refused: Json<components['responses']['Unauthorized']>;
export const code: 50008 | 50012 | 50014 = refused.code;
declare const menu: Json<paths['/api/user/menu']['get']['responses'][200]>;
export const deep: string | undefined = menu.data[0]?.children?.[0]?.children?.[0]?.path;
declare const regions: Json<paths['/api/regions']['get']['responses'][200]>;
export const county: string | undefined = regions.data[0]?.children?.[0]?.children?.[0]?.name;
`,
      );
      fs.writeFileSync(
        path.join(dir, 'bad.ts'),
        `${common}
export const wrong: number = page.data.list[0]!.material_name;
export const missing: Login['requestBody']['content']['application/json'] = { username: 'admin' };
export const unknownFilter: NonNullable<ListMatters['parameters']['query']> = { effect_tag: 'not-an-effect' };
`,
      );
      expect(typeErrors(dir, ['good.ts'])).toEqual([]);
      const bad = typeErrors(dir, ['bad.ts']);
      expect(bad).toHaveLength(3);
      expect(bad.join('\n')).toMatch(/password/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('lists every route the app registers, the built SPA included, unless the route is hidden on purpose', () => {
    const routes = routesOf(t.app);
    expect(routes.find((r) => r.url === '/' && r.methods.includes('GET'))?.hide).toBe(true);
    expect(routes.some((r) => r.url.startsWith('/assets/'))).toBe(true);
    expect(undocumentedRoutes(routes, doc)).toEqual([]);
  });

  it('serves the document and its viewer at /api/docs', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths['/api/matters'].get.operationId).toBe('getMatters');
  });
});
