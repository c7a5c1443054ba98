import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/dialect';
import { migrateToLatest } from './db/migrations';
import { seed } from './db/seed';
import { DEMO_ACCOUNTS } from './db/seed/accounts';

async function main() {
  const config = loadConfig();
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'yaoshi.db'),
    sqliteCacheMb: config.sqliteCacheMb,
  });
  await migrateToLatest(database.db, database.engine);
  const app = await buildApp({ config, database });
  await seed({ config, database, services: app.services, demo: config.demo });
  await app.listen({ port: config.port, host: config.host });

  const where = database.engine === 'postgres' ? 'PostgreSQL' : path.join(config.dataDir, 'yaoshi.db');
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [`Yaoshi console: http://${shown}:${config.port}/  (API docs: /api/docs, database: ${where})`];
  if (config.demo) {
    lines.push('Demo accounts (YAOSHI_DEMO=0 turns them off on a new database):');
    for (const a of DEMO_ACCOUNTS)
      lines.push(`  ${a.username.padEnd(14)} password ${a.password.padEnd(14)} roles ${a.roles.join(', ')}`);
  }
  console.log(lines.join('\n'));

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
