import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Engine } from '../src/db/database';
import { createPgDatabase } from './pg-database';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

/** Where the servers of one test keep their data: a fresh SQLite directory or PostgreSQL database. */
export async function sharedDatabase(engine: Engine): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-mp-'));
    return { env: { DATA_DIR: dir }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const { url, drop } = await createPgDatabase('t_mp');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-mp-'));
  return {
    env: { DATABASE_URL: url, DATA_DIR: dir },
    async drop() {
      await drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  envelope: any;
  data: any;
}

/**
 * One request on a new connection (no keep-alive), so a cluster hands each to the next worker.
 */
export function request(
  port: number,
  method: string,
  url: string,
  o: {
    token?: string;
    payload?: unknown;
    /** A body sent as is (e.g. multipart), with its headers. */
    raw?: { payload: Buffer; headers: Record<string, string> };
    lang?: string;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const timeoutMs = o.timeoutMs ?? 20_000;
  const body = o.raw ? o.raw.payload : o.payload === undefined ? undefined : JSON.stringify(o.payload);
  const headers: Record<string, string> = { 'accept-language': o.lang ?? 'en-us', ...o.raw?.headers };
  if (o.token) headers.token = o.token;
  if (body !== undefined && !o.raw) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let envelope: unknown = null;
        try {
          envelope = JSON.parse(text);
        } catch {
          /* not JSON */
        }
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          envelope,
          data: (envelope as { data?: unknown } | null)?.data,
        });
      });
    });
    req.on('error', reject);
    // A connection handed to a worker the moment it died is never answered: give up on it.
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.end(body);
  });
}

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Everything it printed (for failure messages). */
  output(): string;
  /** SIGTERM, then the exit code (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<number | null>;
}

/** Starts `node --import tsx src/server.ts` and waits until /api/health answers. */
export async function startServer(env: Record<string, string>, timeoutMs = 110_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      WORKERS: '1',
      PG_POOL_SIZE: '3',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      YAOSHI_DEMO: '1',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const proc: ServerProcess = {
    port,
    child,
    output: () => out,
    async stop(graceMs = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`);
    // The banner is printed once everything listens (all workers, under WORKERS > 1).
    if (out.includes('Yaoshi console:')) {
      const health = await request(port, 'GET', '/api/health').catch(() => null);
      if (health?.status === 200) return proc;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await proc.stop(1000);
  throw new Error(`server did not start in ${timeoutMs} ms:\n${out}`);
}

/** Polls `fn` until it returns a truthy value (or gives up after `ms`). */
export async function eventually<T>(fn: () => Promise<T | undefined | false>, ms = 15_000, every = 250): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, every));
  }
}
