import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { multipartFile, PNG_1PX } from './catalogue-helpers';
import { createTestApp, describeEngines, type TestApp } from './helper';
import { request } from './server-process';

/**
 * Real sockets against a listening server, with the wire limits scaled down (milliseconds for
 * what is seconds in production): a client that trickles its headers or its body is dropped,
 * a slow but steady upload goes through, and health answers meanwhile.
 */
const wire = {
  headersTimeoutMs: 600,
  requestTimeoutMs: 4000,
  keepAliveTimeoutMs: 800,
  idleTimeoutMs: 0,
  bodyMinBytesPerS: 2000,
  bodyRateWindowMs: 500,
  maxConnections: 1000,
};

interface Client {
  socket: net.Socket;
  /** Resolves with the milliseconds from connecting to the server closing the connection. */
  closed: Promise<number>;
  received(): string;
  /** Writes `bytes` every `everyMs` until the connection closes. */
  trickle(bytes: string | Buffer, everyMs: number): void;
}

async function connect(port: number): Promise<Client> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const start = Date.now();
  let text = '';
  socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - start)));
  return {
    socket,
    closed,
    received: () => text,
    trickle(bytes, everyMs) {
      const timer = setInterval(() => {
        if (socket.destroyed || !socket.writable) clearInterval(timer);
        else socket.write(bytes);
      }, everyMs);
      socket.once('close', () => clearInterval(timer));
    },
  };
}

/** The close time, or null when the connection is still open after `ms`. */
const closedWithin = (c: Client, ms: number) =>
  Promise.race([c.closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);

describeEngines('wire limits on a listening server', (engine) => {
  let t: TestApp;
  let port: number;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts'], config: { wire } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const c of clients) c.socket.destroy();
    await t.close();
  });
  const open = async () => {
    const c = await connect(port);
    clients.push(c);
    return c;
  };

  it('drops clients that send their headers and then a body byte now and then, and health answers meanwhile', async () => {
    const tricklers = await Promise.all(Array.from({ length: 20 }, open));
    for (const c of tricklers) {
      c.socket.write(
        'POST /api/User/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{',
      );
      c.trickle(' ', 200);
    }
    const health = await request(port, 'GET', '/api/health', { timeoutMs: 2000 });
    expect(health.status).toBe(200);
    const times = await Promise.all(tricklers.map((c) => closedWithin(c, 3000)));
    // Within one rate window and a check, well before the request timeout.
    for (const ms of times) expect(ms).not.toBeNull();
    expect(Math.max(...(times as number[]))).toBeLessThan(wire.requestTimeoutMs);
    expect(tricklers[0]!.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('drops a client that trickles its headers', async () => {
    const c = await open();
    c.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    c.trickle('X', 100);
    const ms = await closedWithin(c, 3000);
    expect(ms).not.toBeNull();
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts a body that keeps the minimum rate but never ends at the request timeout', async () => {
    const c = await open();
    c.socket.write(
      'POST /api/User/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 900000\r\n\r\n{',
    );
    // About 4,000 bytes a second: twice the minimum rate.
    c.trickle(' '.repeat(400), 100);
    const ms = await closedWithin(c, wire.requestTimeoutMs + 4000);
    expect(ms).not.toBeNull();
    expect(ms!).toBeGreaterThanOrEqual(wire.requestTimeoutMs - 200);
  });

  it('closes a kept-alive connection that stays idle after its answer', async () => {
    const c = await open();
    c.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const ms = await closedWithin(c, wire.keepAliveTimeoutMs + 3000);
    expect(c.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(ms).not.toBeNull();
  });

  it('takes a slow but steady upload that lasts longer than the headers timeout and several rate windows', async () => {
    const token = await t.login('admin');
    const file = Buffer.concat([PNG_1PX, randomBytes(12_000)]);
    const { payload, headers } = multipartFile(file, 'slow.png', 'image/png');
    const c = await open();
    c.socket.write(
      `POST /api/files HTTP/1.1\r\nHost: x\r\nConnection: close\r\nToken: ${token}\r\n` +
        `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    // About 8,000 bytes a second for about 1.5 s.
    const started = Date.now();
    for (let at = 0; at < payload.length; at += 800) {
      c.socket.write(payload.subarray(at, at + 800));
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(Date.now() - started).toBeGreaterThan(wire.headersTimeoutMs + 2 * wire.bodyRateWindowMs);
    await closedWithin(c, 5000);
    const answer = c.received();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
      code: 1,
      data: { name: 'slow.png' },
    });
  });
});

describeEngines('wire limits: a crowd of trickling clients', (engine) => {
  let t: TestApp;
  let port: number;
  const clients: Client[] = [];
  const CROWD = 1100;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts'], config: { wire: { ...wire, maxConnections: 2000 } } });
    await t.app.listen({ port: 0, host: '127.0.0.1', backlog: 2048 });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const c of clients) c.socket.destroy();
    await t.close();
  });

  // The attack: 1,100 clients each holding a request open with a byte now and then
  // exhausted the file descriptors. Now each is dropped within a rate window of its request,
  // and health answers meanwhile.
  it('drops 1,100 tricklers, and health answers meanwhile', async () => {
    for (let i = 0; i < CROWD; i += 100) {
      const batch = await Promise.all(Array.from({ length: Math.min(100, CROWD - i) }, () => connect(port)));
      for (const c of batch) {
        c.socket.write(
          'POST /api/User/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{',
        );
        c.trickle(' ', 200);
      }
      clients.push(...batch);
    }
    expect((await request(port, 'GET', '/api/health', { timeoutMs: 5000 })).status).toBe(200);
    const times = await Promise.all(clients.map((c) => closedWithin(c, 15_000)));
    expect(times.filter((ms) => ms === null)).toHaveLength(0);
    expect((await request(port, 'GET', '/api/health', { timeoutMs: 5000 })).status).toBe(200);
  });
});

describeEngines('wire limits: MAX_CONNECTIONS', (engine) => {
  let t: TestApp;
  let port: number;
  const clients: Client[] = [];
  // Timeouts far away, so only the cap can close a connection within the test.
  const capped = { ...wire, headersTimeoutMs: 20_000, requestTimeoutMs: 30_000, maxConnections: 30 };
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts'], config: { wire: capped } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const c of clients) c.socket.destroy();
    await t.close();
  });

  it('closes connections past the cap as they arrive, keeps those within it, and serves again once they go', async () => {
    const held = await Promise.all(Array.from({ length: capped.maxConnections }, () => connect(port)));
    clients.push(...held);
    // Past the cap: closed without an answer, long before any timeout.
    const extra = await Promise.all(Array.from({ length: 10 }, () => connect(port)));
    clients.push(...extra);
    const extraClosed = await Promise.all(extra.map((c) => closedWithin(c, 5000)));
    expect(extraClosed.filter((ms) => ms === null)).toHaveLength(0);
    for (const c of extra) expect(c.received()).toBe('');
    expect(await Promise.all(held.map((c) => closedWithin(c, 100)))).toEqual(held.map(() => null));
    for (const c of held) c.socket.destroy();
    await expect
      .poll(async () => (await request(port, 'GET', '/api/health', { timeoutMs: 2000 }).catch(() => null))?.status, {
        timeout: 10_000,
      })
      .toBe(200);
  });
});
