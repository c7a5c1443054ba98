import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_MAX, idParamSchema } from '@yaoshi/contracts';
import { LINGER_MS, MULTIPART_OVERHEAD } from '../src/plugins/upload-limit';
import { PNG_1PX, multipartFile } from './catalogue-helpers';
import { createTestApp, describeEngines, type TestApp } from './helper';

const UPLOAD_LIMIT = 64 * 1024;
const LIMIT = UPLOAD_LIMIT + MULTIPART_OVERHEAD;
/** Routes that read a multipart upload: any signed-in user's images, the curators' files, an import. */
const UPLOADS = [
  { url: '/api/user/upload', as: 'user' },
  { url: '/api/files', as: 'admin' },
  { url: '/api/matters/import?mode=dry-run', as: 'admin' },
  { url: '/api/fact-reviews/import', as: 'admin' },
] as const;

interface Raw {
  status: number;
  head: string;
  body: string;
  /** Body bytes written before the answer came (or the connection closed). */
  sent: number;
}

/**
 * A multipart body sent chunked (no Content-Length) on a real socket: `opening`, then `filler`
 * for as long as the server reads it (at most `max` bytes), then `closing` (if it got that far).
 */
async function chunkedUpload(
  port: number,
  url: string,
  token: string,
  o: { opening: string; max: number; closing?: string; boundary: string },
): Promise<Raw> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let text = '';
  socket.on('data', (d: Buffer) => (text += d.toString('utf8')));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const chunk = (b: Buffer | string) => {
    const buf = typeof b === 'string' ? Buffer.from(b, 'latin1') : b;
    if (buf.length === 0) return true; // a zero-length chunk would end the body
    return socket.write(`${buf.length.toString(16)}\r\n${buf.toString('latin1')}\r\n`, 'latin1');
  };
  socket.write(
    `POST ${url} HTTP/1.1\r\nHost: x\r\nToken: ${token}\r\nAccept-Language: en-us\r\n` +
      `Content-Type: multipart/form-data; boundary=${o.boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`,
  );
  chunk(o.opening);
  let sent = o.opening.length;
  const filler = Buffer.alloc(16 * 1024, 0x41);
  while (sent < o.max && !text && !socket.destroyed) {
    // Only as fast as the server reads: bytes queued in this process were never sent.
    if (!chunk(filler)) await Promise.race([new Promise((r) => socket.once('drain', r)), closed]);
    sent += filler.length;
  }
  if (!text && !socket.destroyed) {
    if (o.closing) chunk(o.closing);
    socket.write('0\r\n\r\n');
  }
  await Promise.race([closed, new Promise((r) => setTimeout(r, 3000))]);
  socket.destroy();
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body: body.replace(/^[0-9a-f]+\r\n/, ''), sent };
}

describeEngines('HTTP edge: body limits however the body arrives', (engine) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts'], config: { uploadLimit: UPLOAD_LIMIT } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  const opening = (b: string) =>
    `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;

  for (const route of UPLOADS) {
    it(`cuts a chunked upload to ${route.url} with 413 at the limit, and the client reads the answer`, async () => {
      const token = await t.login(route.as);
      const started = Date.now();
      const res = await chunkedUpload(port, route.url, token, {
        boundary: 'edgeB',
        opening: opening('edgeB'),
        max: 16 * 1024 * 1024,
      });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body.split('\r\n')[0]!)).toMatchObject({ code: 41300, status: 413 });
      expect(res.head.toLowerCase()).toContain('connection: close');
      // Answered while the client was still sending (before, it read all 16 MB and said nothing).
      expect(res.sent).toBeLessThan(16 * 1024 * 1024);
      expect(Date.now() - started).toBeLessThan(LINGER_MS + 5000);
    });

    it(`counts bytes before the first boundary and of other fields on ${route.url} too`, async () => {
      const token = await t.login(route.as);
      for (const start of ['', `--edgeC\r\nContent-Disposition: form-data; name="note"\r\n\r\n`]) {
        const res = await chunkedUpload(port, route.url, token, { boundary: 'edgeC', opening: start, max: 8 << 20 });
        expect(res.status).toBe(413);
      }
    });
  }

  it('refuses an upload whose Content-Length is over the limit before reading it', async () => {
    const { payload, headers } = multipartFile(Buffer.alloc(LIMIT + 1024, 1), 'big.png', 'image/png');
    const res = await t.call('POST', '/api/user/upload', { as: 'user', payload, headers, lang: 'en-us' });
    expect(res.statusCode).toBe(413);
    expect(res.envelope.code).toBe(41300);
  });

  it('still takes a chunked upload within the limit', async () => {
    const token = await t.login('user');
    const res = await chunkedUpload(port, '/api/user/upload', token, {
      boundary: 'edgeD',
      opening: opening('edgeD') + PNG_1PX.toString('latin1'),
      max: 0,
      closing: '\r\n--edgeD--\r\n',
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.split('\r\n')[0]!).code).toBe(1);
  });

  for (const route of UPLOADS) {
    it(`answers 400, never 500, to a truncated or malformed multipart body on ${route.url}`, async () => {
      const b = 'edgeE';
      const bodies = [
        // Ends inside the file part.
        Buffer.from(`${opening(b)}${PNG_1PX.toString('latin1')}`, 'latin1'),
        // A part header without its blank line.
        Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.png"`),
        // Garbage and no closing boundary.
        Buffer.from(`--${b}\r\n\u0000\u0001garbage`),
      ];
      for (const payload of bodies) {
        const res = await t.call('POST', route.url, {
          as: route.as,
          payload,
          headers: { 'content-type': `multipart/form-data; boundary=${b}` },
          lang: 'en-us',
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.envelope.code).toBe(40000);
      }
      // No boundary at all.
      const none = await t.call('POST', route.url, {
        as: route.as,
        payload: Buffer.from('x'),
        headers: { 'content-type': 'multipart/form-data' },
      });
      expect(none.statusCode, none.body).toBeLessThan(500);
    });
  }
});

describe('HTTP edge: the shared id schema', () => {
  it('reads plain positive integers within PostgreSQL integer and nothing else', () => {
    expect(idParamSchema.parse({ id: '1' })).toEqual({ id: 1 });
    expect(idParamSchema.parse({ id: String(ID_MAX) })).toEqual({ id: ID_MAX });
    for (const bad of ['0', '01', '-1', '+1', '1 ', ' 1', '0x10', '1e3', '1.0', '1.5', '', 'abc', String(ID_MAX + 1)]) {
      expect(idParamSchema.safeParse({ id: bad }).success, bad).toBe(false);
    }
  });
});

describeEngines('HTTP edge: ids in paths and queries', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts'] });
  });
  afterAll(() => t.close());

  it('refuses loosely written path ids with 40000 instead of reading them as another id', async () => {
    const adminId = Number((await t.app.services.users.findByUsername('admin'))!.id);
    for (const id of [`${adminId}%20`, `0x${adminId.toString(16)}`, `${adminId}e0`, `0${adminId}`, `+${adminId}`]) {
      const res = await t.call('POST', `/api/people/${id}/disable`, { as: 'admin', lang: 'en-us' });
      expect(res.statusCode, id).toBe(400);
      expect(res.envelope.code).toBe(40000);
      expect(res.envelope.data[0]).toMatchObject({ field: 'id' });
    }
    const people = await t.call('GET', '/api/people', { as: 'admin' });
    expect(people.data.every((p: { status: string }) => p.status === 'online')).toBe(true);
  });

  it('answers 400 on both engines for an id out of range, in a path, a query or a list', async () => {
    const huge = '99999999999999999999999';
    const urls = [
      `/api/matters/${huge}`,
      `/api/matters/${2 ** 31}`,
      `/api/matter-samples/${huge}`,
      `/api/sample-labels.pdf?ids=${huge}`,
      `/api/sample-labels.pdf?ids=1,${2 ** 31}`,
      `/api/matter-samples?matter_id=${huge}`,
      `/api/matters?after=${2 ** 31}`,
      `/api/matters/export?ids=${2 ** 31}`,
      `/api/operation/log?record_id=${huge}`,
    ];
    for (const url of urls) {
      const res = await t.call('GET', url, { as: 'admin', lang: 'en-us' });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(res.envelope.code).toBe(40000);
    }
    // The largest id is still an id: not found, not an error.
    expect((await t.call('GET', `/api/matters/${ID_MAX}`, { as: 'admin' })).statusCode).toBe(404);
  });
});

describeEngines('HTTP edge: headers on every answer, refusals included', (engine) => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts'] });
    proxied = await createTestApp(engine, { seed: ['demo accounts'], config: { trustProxy: true } });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  const security = (res: { headers: Record<string, unknown> }) => {
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  };

  it('sends CSP, nosniff and no-store on 401 and 403, with or without a token', async () => {
    const cases = [
      await t.call('GET', '/api/user/info'), // 401, no token
      await t.call('GET', '/api/user/info', { headers: { token: 'made-up' } }), // 401, unknown token
      await t.call('GET', '/api/matter-samples'), // 401 on a signed-in read
      await t.call('GET', '/api/operation/log', { as: 'notNeedLogin' }), // 403
      await t.call('POST', '/api/people/1/disable', { as: 'notNeedLogin' }), // 403 on a write
    ];
    expect(cases.map((r) => r.statusCode)).toEqual([401, 401, 401, 403, 403]);
    for (const res of cases) {
      security(res);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('sends CSP and nosniff on 404s, validation errors, signed-in answers and the SPA', async () => {
    const cases = [
      await t.call('GET', '/api/nope'),
      await t.call('GET', '/api/matters/0x10'),
      await t.call('GET', '/api/user/info', { as: 'user' }),
      await t.call('GET', '/'),
      await t.call('GET', '/api/matters'),
    ];
    for (const res of cases) security(res);
    expect(cases[2]!.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS only through a trusted TLS-terminating proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    // Not trusted: a client can write the header itself, so it means nothing.
    expect((await t.call('GET', '/api/health', { headers: https })).headers['strict-transport-security']).toBe(
      undefined,
    );
    expect((await proxied.call('GET', '/api/health')).headers['strict-transport-security']).toBe(undefined);
    expect(
      (await proxied.call('GET', '/api/health', { headers: { 'x-forwarded-proto': 'http' } })).headers[
        'strict-transport-security'
      ],
    ).toBe(undefined);
    for (const res of [
      await proxied.call('GET', '/api/health', { headers: https }),
      await proxied.call('GET', '/api/user/info', { headers: https }), // a refusal too
      await proxied.call('GET', '/', { headers: https }),
    ]) {
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
    }
  });
});
