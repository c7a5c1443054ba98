import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/dialect';
import { migrateToLatest } from '../src/db/migrations';
import { seed } from '../src/db/seed';
import { multipartFile, PNG_1PX } from './catalogue-helpers';

/**
 * A full disk, a read-only folder and a missing folder fail with one line naming the path and
 * the cause, at start and on writes; a rollback SQLite already did never hides the cause.
 * SQLite only: these are SQLite's own failures (PostgreSQL reports its disk itself).
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-storage-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Caps the database at its present size plus `spare` pages: the next growth is a real SQLITE_FULL. */
async function capSize(db: Kysely<any>, spare = 0) {
  const pages = (await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]!.page_count;
  await sql.raw(`pragma max_page_count = ${pages + spare}`).execute(db);
}

describe('a full SQLite database', () => {
  it('fails a transaction with "database or disk is full", not a failed rollback', async () => {
    const database = openDatabase({ sqliteFile: path.join(scratch, 'full.db') });
    try {
      await sql`create table t (x text)`.execute(database.db);
      await capSize(database.db, 2);
      const write = database.db.transaction().execute(async (trx) => {
        for (let i = 0; i < 50; i++) await sql`insert into t values (${'x'.repeat(5000)})`.execute(trx);
      });
      await expect(write).rejects.toMatchObject({ code: 'SQLITE_FULL', message: 'database or disk is full' });
      // The connection is usable again once space is back.
      await sql.raw('pragma max_page_count = 1000000').execute(database.db);
      await sql`insert into t values ('after')`.execute(database.db);
      expect((await sql<{ n: number }>`select count(*) as n from t`.execute(database.db)).rows[0]!.n).toBe(1);
    } finally {
      await database.close();
    }
  });

  describe('on a write through the API', () => {
    const lines: string[] = [];
    let app: Awaited<ReturnType<typeof buildApp>>;
    let close: () => Promise<void>;
    beforeAll(async () => {
      const database = openDatabase({ sqliteFile: ':memory:' });
      await migrateToLatest(database.db, database.engine);
      const config = loadConfig({ DATA_DIR: path.join(scratch, 'api'), WEB_DIST: '/nonexistent' });
      const stream = new Writable({
        write(chunk: Buffer, _enc, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      app = await buildApp({ config, database, logger: { level: 'error', stream } });
      await seed({ config, database, services: app.services, demo: true }, ['demo accounts']);
      close = async () => {
        await app.close();
        await database.close();
      };
      await capSize(database.db);
    });
    afterAll(() => close());

    it('answers a 500 envelope that says storage is full, and logs the database path and cause', async () => {
      const login = await app.inject({
        method: 'POST',
        url: '/api/User/login',
        payload: { username: 'admin', password: 'admin' },
      });
      const token = login.json().data.userinfo.token as string;
      const { payload, headers } = multipartFile(
        Buffer.concat([PNG_1PX, randomBytes(300_000)]),
        'big.png',
        'image/png',
      );
      const res = await app.inject({
        method: 'POST',
        url: '/api/files',
        payload,
        headers: { ...headers, token, 'accept-language': 'en-us' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: 50000,
        msg: 'The server cannot save: its storage is full; please tell the administrator',
        data: null,
        status: 500,
      });
      const logged = lines.map((l) => JSON.parse(l) as { msg: string; storage?: string });
      expect(logged.map((l) => l.msg)).toContain(
        `Cannot write ${path.join(scratch, 'api', 'yaoshi.db')}: the disk is full; free space on it, then start again (SQLITE_FULL)`,
      );
      expect(logged.some((l) => l.msg.includes('cannot rollback'))).toBe(false);
    });
  });
});

/** `node --import tsx src/server.ts` with DATA_DIR, optionally inside a mount namespace made by `setup`. */
function startOnce(dataDir: string, setup?: string) {
  const node = `${JSON.stringify(process.execPath)} --import tsx src/server.ts`;
  const [cmd, args] = setup
    ? ['unshare', ['-m', 'sh', '-c', `${setup} && exec ${node}`]]
    : ['sh', ['-c', `exec ${node}`]];
  const r = spawnSync(cmd, args, {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, WORKERS: '1', PORT: '0', WEB_DIST: '/nonexistent' },
    encoding: 'utf8',
    timeout: 90_000,
  });
  return { status: r.status, stderr: r.stderr.trim(), stdout: r.stdout };
}

/** Root ignores file modes, so a read-only folder or a small disk is a mount in a namespace of its own. */
const canMount =
  process.platform === 'linux' &&
  spawnSync('unshare', ['-m', 'sh', '-c', `mount -t tmpfs -o size=64k tmpfs ${JSON.stringify(scratch)}`]).status === 0;

describe('a first start', () => {
  it('refuses a DATA_DIR whose parent folder is missing, in one line naming it', () => {
    const dir = path.join(scratch, 'no-such-parent', 'data');
    const r = startOnce(dir);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      `Cannot write ${dir}: a folder on its path does not exist; create it, or set DATA_DIR to an existing folder (ENOENT)`,
    );
    expect(fs.existsSync(path.dirname(dir))).toBe(false);
  }, 100_000);

  it.skipIf(!canMount)(
    'on a read-only folder says so in one line naming the database',
    () => {
      const dir = fs.mkdtempSync(path.join(scratch, 'ro-'));
      const q = JSON.stringify(dir);
      const r = startOnce(dir, `mount --bind ${q} ${q} && mount -o remount,ro,bind ${q}`);
      expect(r.status).toBe(1);
      expect(r.stderr.split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(
        new RegExp(`^Cannot write ${path.join(dir, 'yaoshi.db')}: .*(read-only|cannot be opened)`),
      );
      expect(r.stderr).not.toMatch(/cannot rollback|SqliteError/);
    },
    100_000,
  );

  it.skipIf(!canMount)(
    'on a full disk says so in one line naming the database, not a failed rollback',
    () => {
      const dir = fs.mkdtempSync(path.join(scratch, 'full-'));
      const q = JSON.stringify(dir);
      const r = startOnce(dir, `mount -t tmpfs -o size=96k tmpfs ${q}`);
      expect(r.status).toBe(1);
      expect(r.stderr).toBe(
        `Cannot write ${path.join(dir, 'yaoshi.db')}: the disk is full; free space on it, then start again (SQLITE_FULL)`,
      );
    },
    100_000,
  );
});
