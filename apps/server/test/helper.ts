import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { describe, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database, Engine } from '../src/db/database';
import { openDatabase } from '../src/db/dialect';
import { migrateToLatest } from '../src/db/migrations';
import { seed } from '../src/db/seed';
import { createServices } from '../src/services';
import { copyPgDatabase, createPgDatabase } from './pg-database';

/** Engines under test: `DB_ENGINES=sqlite,postgres` (the test script starts PostgreSQL). */
export const ENGINES: Engine[] = (process.env.DB_ENGINES ?? 'sqlite')
  .split(',')
  .map((e) => e.trim())
  .filter((e): e is Engine => e === 'sqlite' || e === 'postgres');

/** One describe block per engine. */
export function describeEngines(name: string, fn: (engine: Engine) => void) {
  describe.each(ENGINES)(`${name} [%s]`, (engine) => fn(engine));
}

interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

async function freshDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const database = openDatabase({ sqliteFile: ':memory:' });
    return { database, drop: async () => {} };
  }
  const { url, drop } = await createPgDatabase();
  const database = openDatabase({ databaseUrl: url, poolSize: 4 });
  return { database, drop };
}

const imagesBuilding = new Map<string, Promise<void>>();

async function buildImage(engine: Engine, image: string, seedInto: (database: Database) => Promise<void>) {
  const partial = `${image}.${process.pid}.${randomBytes(4).toString('hex')}`;
  if (engine === 'sqlite') {
    const database = openDatabase({ sqliteFile: ':memory:' });
    await seedInto(database);
    await sql`vacuum into ${sql.lit(partial)}`.execute(database.db);
    await database.close();
  } else {
    const template = await createPgDatabase('image');
    const database = openDatabase({ databaseUrl: template.url, poolSize: 4 });
    await seedInto(database);
    await database.close();
    if (fs.existsSync(image)) return template.drop();
    fs.writeFileSync(partial, template.url);
  }
  if (fs.existsSync(image)) fs.rmSync(partial);
  else fs.renameSync(partial, image);
}

/**
 * A migrated database holding the given seed steps. Seeding the catalogue and its demo records
 * takes longer than most test files run, so each combination of engine, steps and config
 * overrides is seeded once per test run into an image (test/seeded-images.ts) and every test
 * app gets its own copy: SQLite opens the image in memory, PostgreSQL creates its database from the image
 * database as a template. Outside a vitest run with that global setup, each app seeds its own.
 */
async function seededDatabase(
  engine: Engine,
  config: Config,
  steps: string[] | undefined,
  demo: boolean,
  overrides: Partial<Config> = {},
): Promise<TestDatabase> {
  const seedInto = async (database: Database) => {
    await migrateToLatest(database.db, database.engine);
    const services = createServices({ config, database });
    try {
      await seed({ config, database, services, demo }, steps);
    } finally {
      await services.views.close();
    }
  };
  const dir = inject('seededImages');
  if (!dir) {
    const fresh = await freshDatabase(engine);
    await seedInto(fresh.database);
    return fresh;
  }
  const key = createHash('sha256')
    .update(JSON.stringify([steps ?? 'all', demo, overrides]))
    .digest('hex')
    .slice(0, 16);
  const image = path.join(dir, `${engine}-${key}`);
  if (!fs.existsSync(image)) {
    // Apps of one file made at once share one build; two files may build the same image at
    // once, and then the first to finish provides it.
    let building = imagesBuilding.get(image);
    if (!building) {
      building = buildImage(engine, image, seedInto).finally(() => imagesBuilding.delete(image));
      imagesBuilding.set(image, building);
    }
    await building;
  }
  if (engine === 'sqlite') {
    return { database: openDatabase({ sqliteImage: fs.readFileSync(image) }), drop: async () => {} };
  }
  const { url, drop } = await copyPgDatabase(fs.readFileSync(image, 'utf8'));
  return { database: openDatabase({ databaseUrl: url, poolSize: 4 }), drop };
}

let spaDist: string | undefined;

/**
 * A small built SPA shaped as `vite build` writes it (index.html with an inline script, hashed
 * assets with .br/.gz siblings, a public file), so every test app registers the routes and
 * plugins `npm start` does without depending on the web app having been built. Written once
 * per test process and removed when it exits.
 */
export function testSpaDist(): string {
  if (spaDist) return spaDist;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-test-web-'));
  const script = Buffer.from('document.getElementById("root").textContent = "药食同源";\n');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><link rel="icon" href="/favicon.svg" />' +
      "<script>document.documentElement.dataset.boot = 'light';</script>" +
      '<script type="module" src="/assets/index-T3st01.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets/index-T3st01.js'), script);
  fs.writeFileSync(path.join(dir, 'assets/index-T3st01.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'assets/index-T3st01.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  spaDist = dir;
  return dir;
}

export interface TestAppOptions {
  /** Seed steps to run (names of SEED_STEPS); default: demo accounts and the welcome notice. */
  seed?: string[] | 'all';
  demo?: boolean;
  config?: Partial<Config>;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Builds the app as `npm start` serves it (with a built SPA) on a fresh, migrated, seeded database of the given engine. */
export async function createTestApp(engine: Engine, opts: TestAppOptions = {}) {
  const config: Config = {
    ...loadConfig({ DATA_DIR: '/tmp/yaoshi-test-unused', WEB_DIST: testSpaDist() }),
    ...opts.config,
  };
  const { database, drop } = await seededDatabase(
    engine,
    config,
    opts.seed === 'all' ? undefined : (opts.seed ?? ['demo accounts', 'welcome notice']),
    opts.demo ?? true,
    opts.config,
  );
  const app = await buildApp({ config, database, logger: false });

  const tokens = new Map<string, string>();
  const helpers = {
    app,
    database,
    engine,
    /** Logs in and returns the token (cached per user). */
    async login(username: string, password = username): Promise<string> {
      const cached = tokens.get(username);
      if (cached) return cached;
      const res = await app.inject({ method: 'POST', url: '/api/User/login', payload: { username, password } });
      const body = res.json();
      if (body.code !== 1) throw new Error(`login ${username} failed: ${res.body}`);
      tokens.set(username, body.data.userinfo.token);
      return body.data.userinfo.token as string;
    },
    /** inject with an optional signed-in user and language. */
    async call(
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      o: { as?: string; payload?: unknown; lang?: 'zh-cn' | 'en-us'; headers?: Record<string, string> } = {},
    ): Promise<LightMyRequestResponse & { body: string; data: any; envelope: any }> {
      const headers: Record<string, string> = { ...(o.headers ?? {}) };
      if (o.as) headers.token = await helpers.login(o.as);
      if (o.lang) headers['accept-language'] = o.lang;
      const res = await app.inject({ method, url, headers, payload: o.payload as never });
      let envelope: any = null;
      try {
        envelope = res.json();
      } catch {
        /* not JSON */
      }
      return Object.assign(res, { envelope, data: envelope?.data });
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
  return helpers;
}
