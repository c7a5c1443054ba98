// The databases `npm run bench` runs against: the SQLite file and a PostgreSQL cluster of
// the bench's own (started the way the tests start theirs, scripts/pg-cluster.mjs), filled
// with the same rows (rows.ts). Both are kept in BENCH_DIR (.bench/sqlite, .bench/postgres)
// and reused while their scale is unchanged; delete the folder to generate afresh.
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
import { prewarmPostgres, warmFiles } from './warm';
import { ROWS_VERSION, type Scale } from './rows';
import { clusterDir, findBinDir, initCluster, pgRunner, startPostgres } from '../../../scripts/pg-cluster.mjs';

export type EngineName = 'sqlite' | 'postgres';

export interface BenchTarget {
  engine: EngineName;
  /** Environment for the server under test. */
  env: Record<string, string>;
  /** How the database is set up, for the report. */
  description: string;
  /** How the bench's own code opens the database. */
  db: DbOptions;
  /** Reads the database's files into the OS file cache again before a scenario: the VM evicts cold pages within minutes. */
  rewarm(): void;
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

/**
 * A kept database gets the migrations added since it was made before the server starts (the
 * server would apply them at its start, inside the bench's wait for it), then PostgreSQL's
 * statistics and visibility map, as after generating.
 */
async function migrateReused(opts: DbOptions) {
  const database = openDatabase({ ...opts, poolSize: 1 });
  try {
    const started = Date.now();
    const applied = await migrateToLatest(database.db, database.engine);
    if (applied.length)
      console.log(`  applied ${applied.join(', ')} in ${Math.round((Date.now() - started) / 1000)} s`);
    if (applied.length && database.engine === 'postgres') await sql.raw('vacuum analyze').execute(database.db);
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
    await migrateReused({ sqliteFile: dbFile });
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
  const warm = `the file read before each scenario (${Math.round(warmFiles(dir) / 2 ** 20)} MB into the OS file cache)`;
  return {
    engine: 'sqlite',
    env: { DATA_DIR: dir },
    db: { sqliteFile: dbFile },
    description: `SQLite file (WAL); ${warm}`,
    rewarm: () => void warmFiles(dir),
    stop() {},
  };
}

/**
 * shared_buffers: a quarter of the memory, at most 2 GB (samples with its indexes is ~1.6 GB
 * at a million samples), so both engines read from memory as SQLite does from its page cache.
 */
function sharedBuffersMb(): number {
  return Math.max(128, Math.min(2048, Math.floor(os.totalmem() / 2 ** 20 / 4)));
}

export async function postgresTarget(dir: string, scale: Scale): Promise<BenchTarget> {
  const buffers = sharedBuffersMb();
  const wanted = JSON.stringify({ products: scale.products, samples: scale.samples, rows: ROWS_VERSION });
  const cluster = await keptCluster(dir, wanted, {
    shared_buffers: `${buffers}MB`,
    effective_cache_size: `${Math.floor(os.totalmem() / 2 ** 20 / 2)}MB`,
  });
  try {
    if (cluster.fresh) {
      console.log(`Generating PostgreSQL ${cluster.url}: ${scale.products} products, ${scale.samples} samples…`);
      const started = Date.now();
      await seedBase(dir, { databaseUrl: cluster.url });
      const database = openDatabase({ databaseUrl: cluster.url, poolSize: 1 });
      try {
        await generatePostgres(database.db, scale);
      } finally {
        await database.close();
      }
      cluster.keep();
      console.log(`Generated in ${Math.round((Date.now() - started) / 1000)} s`);
    } else {
      console.log(`Reusing the PostgreSQL cluster in ${dir} (${wanted})`);
      await migrateReused({ databaseUrl: cluster.url });
    }
    const database = openDatabase({ databaseUrl: cluster.url, poolSize: 1 });
    let size: string;
    try {
      size = (
        await sql<{ s: string }>`select pg_size_pretty(pg_total_relation_size('samples')) as s`.execute(database.db)
      ).rows[0]!.s;
    } finally {
      await database.close();
    }
    const warm = `data folder read before each scenario (${Math.round(warmFiles(dir) / 2 ** 20)} MB into the OS file cache); before the first, ${await prewarmPostgres(cluster.url)}`;
    return {
      engine: 'postgres',
      env: { DATA_DIR: dir, DATABASE_URL: cluster.url },
      db: { databaseUrl: cluster.url },
      rewarm: () => void warmFiles(dir),
      description: `PostgreSQL ${await serverVersion(cluster.url)}, a cluster of its own on this machine (shared_buffers=${buffers}MB, fsync off as in the tests); samples with its indexes: ${size}; ${warm}`,
      stop: () => cluster.stop(),
    };
  } catch (err) {
    cluster.stop();
    throw err;
  }
}

/**
 * The bench's own PostgreSQL cluster in `dir` (as the tests start theirs: scripts/pg-cluster.mjs),
 * kept after the run and reused while its marker matches `wanted` — like the SQLite file, so a
 * second run (or an EXPLAIN on the same million rows) skips the minutes of generating. `keep()`
 * writes the marker once the data is in; a cluster without one is made afresh.
 */
async function keptCluster(dir: string, wanted: string, settings: Record<string, string>) {
  const data = path.join(dir, 'data');
  const marker = path.join(dir, 'scale.json');
  const bin = findBinDir();
  if (!bin)
    throw new Error('PostgreSQL server binaries (initdb, pg_ctl) were not found: install postgresql or set PG_BIN');
  const run = pgRunner(bin);
  const stop = () => {
    if (fs.existsSync(path.join(data, 'postmaster.pid'))) run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  const fresh = !(
    fs.existsSync(marker) &&
    fs.readFileSync(marker, 'utf8') === wanted &&
    fs.existsSync(path.join(data, 'PG_VERSION'))
  );
  try {
    stop(); // a cluster left running by an interrupted run
  } catch {
    /* not running */
  }
  if (fresh) {
    fs.rmSync(dir, { recursive: true, force: true });
    clusterDir(dir);
    initCluster(run, data);
  }
  return {
    url: await startPostgres(run, dir, data, settings),
    fresh,
    keep: () => fs.writeFileSync(marker, wanted),
    stop,
  };
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
