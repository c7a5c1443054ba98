import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedRoute } from './fixtures/record-routes.mjs';
import { undocumentedRoutes } from './openapi-coverage';
import { freePort } from './server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixtures = path.join(root, 'apps/server/test/fixtures');

/**
 * `npm start` itself (scripts/start.mjs: builds what is stale, then runs the compiled server),
 * on a scratch data folder with two worker processes, crawled over HTTP as a client would.
 */
describe('the server `npm start` runs', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-start-'));
  const routesFile = path.join(scratch, 'routes.jsonl');
  const modulesFile = path.join(scratch, 'modules.txt');
  let child: ChildProcess;
  let base = '';
  let out = '';
  let doc: { openapi: string; paths: Record<string, Record<string, unknown>> };

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(
      process.execPath,
      [
        '--import',
        path.join(fixtures, 'record-routes.mjs'),
        '--import',
        path.join(fixtures, 'record-modules.mjs'),
        'scripts/start.mjs',
      ],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(scratch, 'data'),
          WORKERS: '2',
          YAOSHI_DEMO: '1',
          LOG_LEVEL: 'warn',
          ROUTES_FILE: routesFile,
          MODULES_FILE: modulesFile,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    // Building the web app when stale takes a while; then the banner says every worker listens.
    const deadline = Date.now() + 280_000;
    while (!out.includes('Yaoshi console:')) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${out}`);
      if (Date.now() > deadline) throw new Error(`npm start did not listen in time:\n${out}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const res = await fetch(`${base}/api/docs/json`);
    expect(res.status, await res.clone().text()).toBe(200);
    doc = (await res.json()) as typeof doc;
  }, 300_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(scratch, { recursive: true, force: true });
  }, 30_000);

  it('serves a valid OpenAPI document from which a typed client compiles', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    const dir = path.join(scratch, 'client');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'api.d.ts'), astToString(await openapiTS(structuredClone(doc) as never)));
    fs.writeFileSync(
      path.join(dir, 'use.ts'),
      `import type { paths } from './api';
type Page = paths['/api/matters']['get']['responses'][200]['content']['application/json'];
declare const page: Page;
export const names: string[] = page.data.list.map((row) => row.material_name);
`,
    );
    const program = ts.createProgram([path.join(dir, 'use.ts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    });
    const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(errors).toEqual([]);
  }, 120_000);

  it('renders the API viewer and the built app', async () => {
    const viewer = await fetch(`${base}/api/docs`);
    expect(viewer.status).toBe(200);
    expect(viewer.headers.get('content-type')).toMatch(/text\/html/);
    const app = await fetch(`${base}/`);
    expect(app.status).toBe(200);
    expect(app.headers.get('content-type')).toMatch(/text\/html/);
    expect(await app.text()).toMatch(/<script type="module"[^>]+src="\/assets\//);
  });

  it('documents every route its processes registered, unless the route is hidden on purpose', () => {
    const lines = fs.readFileSync(routesFile, 'utf8').trim().split('\n');
    const routes = lines.map((l) => JSON.parse(l) as RecordedRoute & { pid: number });
    // The primary (which prepares the database) and both workers each built the app.
    expect(new Set(routes.map((r) => r.pid)).size).toBe(3);
    expect(routes.some((r) => r.url === '/' && r.hide)).toBe(true);
    expect(routes.some((r) => r.url.startsWith('/assets/'))).toBe(true);
    expect(undocumentedRoutes(routes, doc)).toEqual([]);
  });

  it('runs compiled JavaScript only: no tsx and no TypeScript module in any process or thread', async () => {
    // The import worker process of each serving process: an import of a product sheet (a dry run).
    const login = await fetch(`${base}/api/User/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    const token = ((await login.json()) as { data: { userinfo: { token: string } } }).data.userinfo.token;
    const exported = await (await fetch(`${base}/api/products/export?format=csv&raw=1`, { headers: { token } })).text();
    // The header and one product are enough to start the worker.
    const sheet = exported.split('\r\n').slice(0, 2).join('\r\n');
    for (let i = 0; i < 2; i++) {
      const form = new FormData();
      form.append('file', new Blob([sheet], { type: 'text/csv' }), 'products.csv');
      const res = await fetch(`${base}/api/products/import?mode=dry-run`, {
        method: 'POST',
        headers: { token, connection: 'close' },
        body: form,
      });
      expect(res.status, await res.clone().text()).toBeLessThan(500);
    }
    const modules = fs.readFileSync(modulesFile, 'utf8').trim().split('\n');
    expect(modules.filter((u) => u.includes('/node_modules/tsx/') || /\.[cm]?ts$/.test(u))).toEqual([]);
    expect(modules).toContain(`file://${root}/apps/server/dist/server.js`);
    expect(modules).toContain(`file://${root}/apps/server/dist/modules/exchange/import-worker.js`);
    // The compiled server imports no package but its own dependencies (tsx and the test tools are
    // development dependencies): an install without them (npm ci --omit=dev) runs the same server.
    const dist = path.join(root, 'apps/server/dist');
    const own = Object.keys(
      (JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')) as { dependencies: object })
        .dependencies,
    );
    const specifiers = [
      /^\s*(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"/gm,
      /^\s*import\s*"([^"]+)"/gm,
      /\bimport\(\s*"([^"]+)"\s*\)/g,
    ];
    const imported = new Set<string>();
    for (const file of fs.readdirSync(dist, { recursive: true }).map(String)) {
      if (!file.endsWith('.js')) continue;
      const text = fs.readFileSync(path.join(dist, file), 'utf8');
      for (const re of specifiers)
        for (const [, spec] of text.matchAll(re)) {
          if (spec!.startsWith('.') || spec!.startsWith('node:') || builtinModules.includes(spec!.split('/')[0]!))
            continue;
          imported.add(
            spec!
              .split('/')
              .slice(0, spec!.startsWith('@') ? 2 : 1)
              .join('/'),
          );
        }
    }
    expect(imported).toContain('fastify');
    expect([...imported].filter((p) => !own.includes(p))).toEqual([]);
  });
});
