import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import type { Engine } from '../src/db/database';
import { openDatabase } from '../src/db/dialect';
import { migrateToLatest } from '../src/db/migrations';
import { describeEngines } from './helper';
import { createPgDatabase } from './pg-database';

// `npm run user` runs in the server's workspace folder; INIT_CWD is where the operator typed it.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function user(args: string[], env: NodeJS.ProcessEnv) {
  const { DATABASE_URL: _u, DATA_DIR: _d, INIT_CWD: _i, ...rest } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/user.ts', ...args], {
    cwd: serverDir,
    env: { ...rest, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

const tablesOf = async (url: string) => {
  const database = openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    return await database.db.introspection.getTables({ withInternalKyselyTables: true });
  } finally {
    await database.close();
  }
};

describeEngines('npm run user', (engine: Engine) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c();
  });

  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-user-cli-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  /** Where the server's database is not: an empty DATA_DIR, or a PostgreSQL database it never started on. */
  async function noServerDatabase(): Promise<{ env: NodeJS.ProcessEnv; named: RegExp; untouched(): Promise<void> }> {
    if (engine === 'sqlite') {
      const dir = tempDir();
      return {
        env: { DATA_DIR: dir, INIT_CWD: dir },
        named: new RegExp(
          `No Yaoshi database at SQLite ${path.join(dir, 'yaoshi.db').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
        ),
        untouched: async () => expect(fs.readdirSync(dir)).toEqual([]),
      };
    }
    const { url, drop } = await createPgDatabase('t_usercli');
    cleanups.push(drop);
    return {
      env: { DATABASE_URL: url },
      named: new RegExp(`No Yaoshi database at PostgreSQL [^\\s]+/${new URL(url).pathname.slice(1)}\\.`),
      untouched: async () => expect(await tablesOf(url)).toEqual([]),
    };
  }

  /** The server's database after its first start (migrated). */
  async function serverDatabase(): Promise<{ env: NodeJS.ProcessEnv; where: string }> {
    if (engine === 'sqlite') {
      const dir = tempDir();
      const file = path.join(dir, 'yaoshi.db');
      const database = openDatabase({ sqliteFile: file });
      await migrateToLatest(database.db, database.engine);
      await database.close();
      return { env: { DATA_DIR: dir, INIT_CWD: dir }, where: `SQLite ${file}` };
    }
    const { url, drop } = await createPgDatabase('t_usercli');
    cleanups.push(drop);
    const database = openDatabase({ databaseUrl: url, poolSize: 1 });
    await migrateToLatest(database.db, database.engine);
    await database.close();
    const u = new URL(url);
    return { env: { DATABASE_URL: url }, where: `PostgreSQL ${u.host}${u.pathname}` };
  }

  it('refuses, naming where it looked, when the server has no database there, and creates none', async () => {
    const { env, named, untouched } = await noServerDatabase();
    for (const args of [['add', 'alice', 'S3cret-pass', 'admin'], ['list']]) {
      const r = user(args, env);
      expect(r.status, r.stderr).toBe(1);
      expect(r.stderr).toMatch(named);
      expect(r.stderr).toMatch(/DATA_DIR or DATABASE_URL/);
      expect(r.stdout).not.toMatch(/Created/);
    }
    await untouched();
  });

  it("adds an account to the server's database and says which", async () => {
    const { env, where } = await serverDatabase();
    const added = user(['add', 'alice', 'S3cret-pass', 'admin'], env);
    expect(added.status, added.stderr).toBe(0);
    expect(added.stdout.trim()).toBe(`Created alice in ${where}`);
    const list = user(['list'], env);
    expect(list.status, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/^alice\troles admin\b/m);
  });

  it.runIf(engine === 'sqlite')('reads a relative DATA_DIR from where it was typed, as npm start does', async () => {
    const typedIn = tempDir();
    const dataDir = path.join(typedIn, 'data');
    fs.mkdirSync(dataDir);
    const database = openDatabase({ sqliteFile: path.join(dataDir, 'yaoshi.db') });
    await migrateToLatest(database.db, database.engine);
    await database.close();
    const hadOwnData = fs.existsSync(path.join(serverDir, 'data'));

    const r = user(['add', 'bob', 'S3cret-pass'], { DATA_DIR: 'data', INIT_CWD: typedIn });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe(`Created bob in SQLite ${path.join(dataDir, 'yaoshi.db')}`);
    // Not a second database in the server's workspace folder, where npm runs the command.
    expect(fs.existsSync(path.join(serverDir, 'data'))).toBe(hadOwnData);
  });
});
