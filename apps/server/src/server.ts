import path from 'node:path';
import { buildApp } from './app';
import { preparesDatabase, runPrimary, runsAsPrimary } from './cluster';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/dialect';
import { MigrationError, migrateToLatest } from './db/migrations';
import { seed } from './db/seed';
import { databaseStorageFailure, databaseWhere, StorageError } from './lib/storage-failure';
import { DEMO_ACCOUNTS } from './db/seed/accounts';
import { scheduledBackupsFor } from './modules/backup/backup.scheduler';
import { serveClusterMetrics } from './modules/monitor/prometheus';

/** Opens the database and builds the app; `prepare`: migrate and seed too (never in a cluster worker). */
async function start(config: Config, prepare: boolean) {
  try {
    return await open(config, prepare);
  } catch (err) {
    // A full or read-only disk under a migration or the seed: the path and the cause, not the SQL.
    throw err instanceof StorageError || !databaseStorageFailure(err)
      ? err
      : new StorageError(databaseWhere(config), err);
  }
}

async function open(config: Config, prepare: boolean) {
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'yaoshi.db'),
    sqliteCacheMb: config.sqliteCacheMb,
    poolSize: config.pgPoolSize,
  });
  if (prepare) await migrateToLatest(database.db, database.engine, (line) => console.log(line));
  const app = await buildApp({ config, database });
  const log = (line: string) => app.log.info(line);
  if (prepare) await seed({ config, database, services: app.services, demo: config.demo, log });
  return { database, app };
}

async function main() {
  const config = loadConfig();
  if (runsAsPrimary(config.workers)) {
    // WORKERS > 1: this process migrates and seeds once, then forks workers that only open the database and listen.
    const prepare = async () => {
      const { app, database } = await start(config, true);
      await app.close();
      await database.close();
    };
    // A scrape of /metrics through any worker gets every worker's series from here.
    if (config.metricsToken) serveClusterMetrics();
    return runPrimary({ workers: config.workers, prepare, onReady: () => banner(config) });
  }
  const { database, app } = await start(config, preparesDatabase());
  await app.listen({ port: config.port, host: config.host });
  if (preparesDatabase()) banner(config);
  // Every serving process checks; the database lets one of them run each due backup.
  const backups = scheduledBackupsFor(config, database, app.log);
  backups?.start();

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    await app.close();
    await backups?.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));
}

function banner(config: Config) {
  const where = config.databaseUrl ? 'PostgreSQL' : path.join(config.dataDir, 'yaoshi.db');
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [`Yaoshi console: http://${shown}:${config.port}/  (API docs: /api/docs, database: ${where})`];
  if (config.workers > 1) lines.push(`${config.workers} worker processes (WORKERS)`);
  if (config.demo) {
    lines.push('Demo accounts (YAOSHI_DEMO=0 turns them off on a new database):');
    for (const a of DEMO_ACCOUNTS)
      lines.push(`  ${a.username.padEnd(14)} password ${a.password.padEnd(14)} roles ${a.roles.join(', ')}`);
  }
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  // Known failures (bad settings, a migration rolled back, a full or read-only disk) in one line; else the stack.
  const known = err instanceof ConfigError || err instanceof MigrationError || err instanceof StorageError;
  console.error(known ? err.message : err);
  process.exit(1);
});
