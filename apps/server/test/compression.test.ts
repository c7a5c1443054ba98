import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX, multipartFile } from './catalogue-helpers';
import { createTestApp, describeEngines, type TestApp } from './helper';

/** The body as the browser sees it after undoing Content-Encoding. */
function decoded(res: LightMyRequestResponse): Buffer {
  const raw = res.rawPayload;
  switch (res.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(raw);
    case 'gzip':
      return zlib.gunzipSync(raw);
    case undefined:
      return raw;
    default:
      throw new Error(`unexpected encoding ${String(res.headers['content-encoding'])}`);
  }
}

describeEngines('compression of API answers', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue'] });
  });
  afterAll(() => t.close());

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

  it('compresses a large JSON answer with brotli or gzip as accepted, and the bytes decode to the same answer', async () => {
    const plain = await get('/api/regions');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/regions', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(decoded(br).equals(plain.rawPayload)).toBe(true);

    const gz = await get('/api/regions', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz).equals(plain.rawPayload)).toBe(true);

    const identity = await get('/api/regions', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('leaves answers under 1 KB alone', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().code).toBe(1);
  });

  it('compresses a streamed CSV export on the fly, still a download', async () => {
    const plain = await get('/api/matters/export?format=csv');
    const gz = await get('/api/matters/export?format=csv', 'gzip');
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-disposition']).toMatch(/^attachment; filename="matters-\d{8}\.csv"$/);
    // Export rows carry timestamps of the same second: the bodies match exactly.
    expect(decoded(gz).toString('utf8')).toBe(plain.rawPayload.toString('utf8'));
    expect(decoded(gz).toString('utf8').split('\n').length).toBeGreaterThan(100);
  });

  it('sends an XLSX export (a zip file) as it is', async () => {
    const res = await get('/api/matters/export?format=xlsx', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('does not recompress images (already compressed formats)', async () => {
    const png = Buffer.concat([PNG_1PX, Buffer.alloc(8192)]);
    const { payload, headers } = multipartFile(png, 'big.png', 'image/png');
    const up = await t.call('POST', '/api/files', { as: 'admin', payload, headers });
    expect(up.data.mime).toBe('image/png');
    const res = await get(`/api/files/${up.data.sha256}`, 'br, gzip');
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(png)).toBe(true);
  });
});

describe('the built SPA', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-dist-'));
  const script = Buffer.from(`console.log(${JSON.stringify('药食同源 '.repeat(2000))});\n`);
  let t: TestApp;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><script type="module" src="/assets/index-AbC123.js"></script>',
    );
    fs.writeFileSync(path.join(dist, 'assets/index-AbC123.js'), script);
    // As the build writes them (vite-plugin-compression2): siblings with .br and .gz.
    fs.writeFileSync(path.join(dist, 'assets/index-AbC123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'assets/index-AbC123.js.gz'), zlib.gzipSync(script));
    t = await createTestApp('sqlite', { seed: [], config: { webDist: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

  it('sends the precompressed sibling of a hashed asset the browser accepts, cached for a year', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get('/assets/index-AbC123.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.length).toBeLessThan(script.length / 10);
      expect(decoded(res).equals(script)).toBe(true);
    }
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.equals(script)).toBe(true);
  });

  it('keeps index.html fresh and does not expose the siblings as files of their own', async () => {
    const index = await get('/', 'br');
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(decoded(index).toString()).toContain('/assets/index-AbC123.js');
    const deepLink = await get('/some/page', 'br');
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/index-AbC123.js.br')).statusCode).toBe(404);
    expect((await get('/assets/missing-XyZ.js')).statusCode).toBe(404);
  });

  it('answers robots.txt for crawlers instead of the app', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Allow: \/$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
  });
});
