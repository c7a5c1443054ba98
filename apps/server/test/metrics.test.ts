import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AggregatorRegistry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { registry } from '../src/modules/monitor/prometheus';
import { createTestApp, describeEngines, type TestApp } from './helper';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one series in the exposition text (labels in any order), or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describeEngines('Prometheus /metrics', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue'], config: { metricsToken: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('refuses a scrape without the bearer token, or with another one', async () => {
    for (const auth of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(auth);
      expect(res.statusCode, String(auth)).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.json().code).toBe(50008);
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('counts and times answers per route pattern, method and status class, per worker', async () => {
    const before = await scrape(`Bearer ${TOKEN}`);
    const labels = { route: '/api/matters/:id', method: 'GET', status_class: '2xx', worker: '0' };
    const count0 = sample(before.body, 'http_requests_total', labels) ?? 0;
    const id = (await t.call('GET', '/api/matters?pageSize=2')).data.list[0].id;
    await t.call('GET', `/api/matters/${id}`);
    await t.call('GET', `/api/matters/${id}`);
    await t.call('GET', '/api/matters/99999999');
    await t.call('GET', '/api/no-such-path-4711');

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(sample(text, 'http_requests_total', labels)).toBe(count0 + 2);
    expect(sample(text, 'http_requests_total', { ...labels, status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(count0 + 2);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(count0 + 2);
    // Raw URLs never become labels: ids and unknown paths would grow the series without bound.
    expect(sample(text, 'http_requests_total', { route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('no-such-path-4711');
    expect(text).not.toContain('/api/matters/9999');
  });

  it('times database queries by engine and operation', async () => {
    await t.call('GET', '/api/matters?q=gouqi');
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    const selects = sample(text, 'db_query_duration_seconds_count', { engine, operation: 'select' });
    expect(selects).toBeGreaterThan(0);
    const sum = sample(text, 'db_query_duration_seconds_sum', { engine, operation: 'select' })!;
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(selects! * 5);
  });

  it('includes the event-loop delay and process metrics', async () => {
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'process_cpu_seconds_total',
      'nodejs_heap_size_used_bytes',
    ])
      expect(sample(text, name, { worker: '0' }), name).toBeGreaterThanOrEqual(0);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { seed: [] });
  });
  afterAll(() => t.close());

  it('is off: 404 whatever the headers', async () => {
    for (const headers of [{}, { authorization: 'Bearer anything-at-all-here' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(40400);
    }
  });

  it('refuses a short METRICS_TOKEN at start', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
  });

  it("keeps workers' series apart when the cluster primary aggregates them", async () => {
    // What the primary does with each worker's answer (AggregatorRegistry over IPC).
    const one = await registry.getMetricsAsJSON();
    const two = structuredClone(one).map((metric) => ({
      ...metric,
      values: metric.values.map((v) => ({ ...v, labels: { ...v.labels, worker: '2' } })),
    }));
    const text = await AggregatorRegistry.aggregate([one, two as never]).metrics();
    expect(text).toMatch(/^process_resident_memory_bytes\{worker="0"\} \d+/m);
    expect(text).toMatch(/^process_resident_memory_bytes\{worker="2"\} \d+/m);
  });
});

/** One GET on a new connection (no keep-alive), so the cluster hands each to the next worker. */
function get(port: number, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; worker?: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, worker: res.headers['x-worker'] as string }));
      })
      .on('error', reject);
  });
}

describe('/metrics with WORKERS=2', () => {
  it("answers every worker's series through whichever worker is scraped", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-metrics-'));
    const srv = net.createServer();
    await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
    const port = (srv.address() as net.AddressInfo).port;
    await new Promise((resolve) => srv.close(resolve));
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        YAOSHI_DEMO: '0',
        METRICS_TOKEN: TOKEN,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      // Until both workers answer (x-worker), so the requests below are spread over both.
      // Three processes transpile the server and the primary migrates and seeds: slow on a busy machine.
      const deadline = Date.now() + 150_000;
      const seen = new Set<string>();
      for (;;) {
        const up = await get(port, '/api/health').catch(() => null);
        if (up?.status === 200 && up.worker) seen.add(up.worker);
        if (seen.size === 2) break;
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the cluster did not start: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      for (let i = 0; i < 8; i++) await get(port, '/api/regions');
      const auth = { authorization: `Bearer ${TOKEN}` };
      for (let i = 0; i < 2; i++) {
        const { status, body } = await get(port, '/metrics', auth);
        expect(status).toBe(200);
        const labels = { route: '/api/regions', method: 'GET', status_class: '2xx' };
        const one = sample(body, 'http_requests_total', { ...labels, worker: '1' }) ?? 0;
        const two = sample(body, 'http_requests_total', { ...labels, worker: '2' }) ?? 0;
        expect(one).toBeGreaterThan(0);
        expect(two).toBeGreaterThan(0);
        expect(one + two).toBe(8);
      }
      expect((await get(port, '/metrics')).status).toBe(401);
    } finally {
      // The primary closes its workers on SIGTERM.
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 200_000);
});
