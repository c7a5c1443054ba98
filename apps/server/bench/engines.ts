// The databases `npm run bench` runs against: the SQLite file (kept in .bench/ and reused
// while its scale is unchanged) and a throwaway PostgreSQL cluster started the way the
// tests start theirs (scripts/pg-cluster.mjs), filled with the same rows every run.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import { type DbOptions, openDatabase } from '../src/db/dialect';
import { migrateToLatest } from '../src/db/migrations';
import { seed } from '../src/db/seed';
import { buildApp } from '../src/app';
import { generate } from './generate';
import { generatePostgres } from './generate-pg';
import { ROWS_VERSION, type Scale } from './rows';

export type EngineName = 'sqlite' | 'postgres';

export interface BenchTarget {
  engine: EngineName;
  /** Environment for the server under test. */
  env: Record<string, string>;
  /** How the database is set up, for the report. */
  description: string;
  stop(): void;
}

export const BENCH_USER = { username: 'bench', password: 'Bench-pass1' };

/** `--engine sqlite|postgres|both` (or BENCH_ENGINE); SQLite when neither is given. */
export function enginesFromArgs(argv: string[]): EngineName[] {
  const i = argv.indexOf('--engine');
  const value = (i >= 0 ? argv[i + 1] : undefined) ?? process.env.BENCH_ENGINE ?? 'sqlite';
  if (value === 'both') return ['sqlite', 'postgres'];
  if (value === 'sqlite' || value === 'postgres') return [value];
  throw new Error(`--engine must be sqlite, postgres or both (got ${value})`);
}

/** Catalogue seed and the bench account, through the app's own code. */
async function seedBase(dir: string, opts: DbOptions) {
  const config = loadConfig({ DATA_DIR: dir, YAOSHI_DEMO: '0' });
  const database = openDatabase(opts);
  try {
    await migrateToLatest(database.db, database.engine);
    const app = await buildApp({ config, database, logger: false });
    await seed({ config, database, services: app.services, demo: false });
    await app.services.users.create({ ...BENCH_USER, roles: ['admin', 'user'] });
    await app.close();
  } finally {
    await database.close();
  }
}

export async function sqliteTarget(dir: string, scale: Scale): Promise<BenchTarget> {
  const dbFile = path.join(dir, 'yaoshi.db');
  const marker = path.join(dir, 'scale.json');
  const wanted = JSON.stringify({ products: scale.products, samples: scale.samples, rows: ROWS_VERSION });
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === wanted) {
    console.log(`Reusing ${dbFile} (${wanted})`);
  } else {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    console.log(`Generating ${dbFile}: ${scale.products} products, ${scale.samples} samples…`);
    const started = Date.now();
    await seedBase(dir, { sqliteFile: dbFile });
    generate(dbFile, scale);
    fs.writeFileSync(marker, wanted);
    console.log(`Generated in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  return { engine: 'sqlite', env: { DATA_DIR: dir }, description: 'SQLite file (WAL)', stop() {} };
}

/**
 * shared_buffers: a quarter of the memory, at most 2 GB (samples with its indexes is ~1.6 GB
 * at a million samples), so both engines read from memory as SQLite does from its page cache.
 */
function sharedBuffersMb(): number {
  return Math.max(128, Math.min(2048, Math.floor(os.totalmem() / 2 ** 20 / 4)));
}

export async function postgresTarget(dir: string, scale: Scale): Promise<BenchTarget> {
  // @ts-expect-error — a plain ESM script shared with the test runner, without types.
  const { startCluster } = (await import('../../../scripts/pg-cluster.mjs')) as {
    startCluster(): Promise<{ url: string; stop(): void }>;
  };
  const cluster = await startCluster();
  try {
    const buffers = sharedBuffersMb();
    await restartWith(cluster.url, {
      shared_buffers: `${buffers}MB`,
      effective_cache_size: `${Math.floor(os.totalmem() / 2 ** 20 / 2)}MB`,
    });
    fs.mkdirSync(dir, { recursive: true });
    console.log(`Generating PostgreSQL ${cluster.url}: ${scale.products} products, ${scale.samples} samples…`);
    const started = Date.now();
    await seedBase(dir, { databaseUrl: cluster.url });
    const database = openDatabase({ databaseUrl: cluster.url, poolSize: 1 });
    let size: string;
    try {
      await generatePostgres(database.db, scale);
      size = (
        await sql<{ s: string }>`select pg_size_pretty(pg_total_relation_size('samples')) as s`.execute(database.db)
      ).rows[0]!.s;
    } finally {
      await database.close();
    }
    console.log(`Generated in ${Math.round((Date.now() - started) / 1000)} s`);
    return {
      engine: 'postgres',
      env: { DATA_DIR: dir, DATABASE_URL: cluster.url },
      description: `PostgreSQL ${await serverVersion(cluster.url)}, throwaway cluster on this machine (shared_buffers=${buffers}MB, fsync off as in the tests); samples with its indexes: ${size}`,
      stop: () => cluster.stop(),
    };
  } catch (err) {
    cluster.stop();
    throw err;
  }
}

async function serverVersion(url: string): Promise<string> {
  const database = openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    const { rows } = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(database.db);
    return rows[0]!.v;
  } finally {
    await database.close();
  }
}

/** Settings that need a restart: ALTER SYSTEM, then pg_ctl restart (it keeps the start options). */
async function restartWith(url: string, settings: Record<string, string>) {
  const database = openDatabase({ databaseUrl: url, poolSize: 1 });
  let dataDir: string;
  try {
    for (const [k, v] of Object.entries(settings)) await sql.raw(`alter system set ${k} = '${v}'`).execute(database.db);
    dataDir = (await sql<{ d: string }>`select current_setting('data_directory') as d`.execute(database.db)).rows[0]!.d;
  } finally {
    await database.close();
  }
  const pgCtl = path.join(pgBinDir(), 'pg_ctl');
  const args = ['-D', dataDir, '-m', 'fast', '-w', 'restart', '-l', path.join(path.dirname(dataDir), 'log')];
  if (process.getuid?.() === 0) execFileSync('runuser', ['-u', 'postgres', '--', pgCtl, ...args], { stdio: 'ignore' });
  else execFileSync(pgCtl, args, { stdio: 'ignore' });
}

function pgBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (fs.existsSync(path.join(root, v, 'bin', 'pg_ctl'))) return path.join(root, v, 'bin');
  return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
}
