import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Engine } from '../src/db/database';
import { openDatabase } from '../src/db/dialect';
import { SEED_STEPS } from '../src/db/seed';
import { DATA_MIGRATIONS } from '../src/db/seed/corrections';
import { ENGINES } from './helper';
import { createPgDatabase } from './pg-database';

/**
 * kill -9 at random moments of a FIRST start (migrations, seeding, demo data), several times
 * on the same database, and the next start always comes up healthy with the reference data
 * exactly once. The real server process, as `npm start` runs it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const KILLS = Number(process.env.START_SAFETY_KILLS ?? 5);
/**
 * Kill moments are spread over this window after the process opens the database (loading the
 * code before that takes 3–10 s, and more on a busy machine; migrating and seeding ~5–10 s).
 */
const WINDOW_MS = [0, 9_000] as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startServer(env: Record<string, string>): Run {
  const { DATABASE_URL: _drop, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...inherited, WORKERS: '1', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', YAOSHI_DEMO: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => out, exited };
}

/**
 * Resolves once the child has the database open: SQLite, the file among its open files
 * (/proc); PostgreSQL, a connection to the database. Elsewhere: at once.
 */
async function databaseOpened(run: Run, env: Record<string, string>): Promise<void> {
  const pid = run.child.pid!;
  let check: () => Promise<boolean>;
  let done = async () => {};
  if (env.DATABASE_URL) {
    const name = new URL(env.DATABASE_URL).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_PG_URL });
    await admin.connect();
    done = () => admin.end();
    check = async () =>
      (await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name])).rows[0].n > 0;
  } else {
    if (!fs.existsSync(`/proc/${pid}/fd`)) return;
    const file = path.join(env.DATA_DIR!, 'yaoshi.db');
    check = async () => {
      try {
        return fs.readdirSync(`/proc/${pid}/fd`).some((fd) => {
          try {
            return fs.readlinkSync(`/proc/${pid}/fd/${fd}`) === file;
          } catch {
            return false;
          }
        });
      } catch {
        return false; // exited
      }
    };
  }
  let exited = false;
  void run.exited.then(() => (exited = true));
  try {
    const until = Date.now() + 120_000;
    while (!exited && Date.now() < until && !(await check())) await new Promise((r) => setTimeout(r, 25));
  } finally {
    await done();
  }
}

async function healthy(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1_000) });
    return res.ok && ((await res.json()) as { code?: number }).code === 1;
  } catch {
    return false;
  }
}

/** Waits until the server answers /api/health, or fails with its output if it exits first. */
async function waitHealthy(run: Run, port: number, timeoutMs: number) {
  let exit: { code: number | null } | null = null;
  void run.exited.then((e) => (exit = e));
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (exit) throw new Error(`server exited (${JSON.stringify(exit)}) before it was healthy:\n${run.output()}`);
    if (await healthy(port)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${run.output()}`);
}

async function counts(env: Record<string, string>) {
  const database = env.DATABASE_URL
    ? openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 1 })
    : openDatabase({ sqliteFile: path.join(env.DATA_DIR!, 'yaoshi.db') });
  try {
    const n = async (q: string) => {
      const { sql } = await import('kysely');
      const r = await sql.raw<{ n: number }>(q).execute(database.db);
      return Number(r.rows[0]!.n);
    };
    return {
      migrations: await n('select count(*) as n from kysely_migration'),
      matters: await n('select count(*) as n from matters'),
      catalogueNums: await n('select count(distinct material_num) as n from matters'),
      regulations: await n('select count(*) as n from regulations'),
      notices: await n("select count(*) as n from messages where type = 'notice'"),
      users: await n('select count(*) as n from users'),
      dataVersions: await n('select count(*) as n from data_versions'),
    };
  } finally {
    await database.close();
  }
}

/** How far a killed start got: migrations recorded / data versions recorded (0 where the table is missing). */
async function progress(env: Record<string, string>): Promise<string> {
  const file = path.join(env.DATA_DIR!, 'yaoshi.db');
  if (!env.DATABASE_URL && !fs.existsSync(file)) return 'no database';
  const database = env.DATABASE_URL
    ? openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 1 })
    : openDatabase({ sqliteFile: file });
  const { sql } = await import('kysely');
  const n = (table: string) =>
    sql
      .raw<{ n: number }>(`select count(*) as n from ${table}`)
      .execute(database.db)
      .then((r) => Number(r.rows[0]!.n))
      .catch(() => 0);
  try {
    return `${await n('kysely_migration')} migrations + ${await n('data_versions')} data steps`;
  } finally {
    await database.close();
  }
}

const pgDatabase = () => createPgDatabase('t_start');

describe.each(ENGINES)('a first start killed at random moments [%s]', (engine: Engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it(`comes up healthy after ${KILLS} kill -9s, with the reference data once`, { timeout: 300_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-start-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (engine === 'postgres') {
      const pgdb = await pgDatabase();
      cleanups.push(pgdb.drop);
      env.DATABASE_URL = pgdb.url;
    }

    const killedAt: string[] = [];
    for (let k = 0; k < KILLS; k++) {
      // Stratified: kill k falls somewhere in the k-th slice of the window.
      const [from, to] = WINDOW_MS;
      const slice = (to - from) / KILLS;
      const delay = Math.round(from + slice * (k + Math.random()));
      const port = await freePort();
      const run = startServer({ ...env, PORT: String(port) });
      await databaseOpened(run, env);
      const early = await Promise.race([
        run.exited.then((e) => e),
        new Promise<null>((r) => setTimeout(() => r(null), delay)),
      ]);
      // A start may never stop on its own before the kill: that would be a start that failed.
      expect(early, `start ${k + 1} exited by itself:\n${run.output()}`).toBeNull();
      run.child.kill('SIGKILL');
      await run.exited;
      killedAt.push(`+${delay} ms (${await progress(env)})`);
    }

    const port = await freePort();
    const run = startServer({ ...env, PORT: String(port) });
    try {
      await waitHealthy(run, port, 90_000);
    } finally {
      run.child.kill('SIGTERM');
      await run.exited;
    }
    const c = await counts(env);
    console.log(
      `[${engine}] killed after opening the database at ${killedAt.join(', ')}; then healthy: ${JSON.stringify(c)}`,
    );
    expect(c.matters).toBe(106);
    expect(c.catalogueNums).toBe(106);
    // The four batch announcements, the catalogue rule a data migration adds, and ChP 通则0212
    // (the pesticide rule, recorded once as a standard-type regulation by another).
    expect(c.regulations).toBe(6);
    // The welcome notice and one notice per announcement, each once.
    expect(c.notices).toBe(5);
    expect(c.users).toBe(3);
    // Every seed step and data migration recorded (YAOSHI_DEMO on), each once.
    expect(c.dataVersions).toBe(SEED_STEPS.length + DATA_MIGRATIONS.length);
  });
});
