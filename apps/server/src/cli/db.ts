// Database state for operators (the database of DATA_DIR / DATABASE_URL, as the server sees it):
//   npm run db -- status    applied and pending migrations, seed steps and data migrations
//   npm run db -- migrate   applies pending migrations (the server does this on start too)
import fs from 'node:fs';
import { ConfigError } from '../config';
import { openDatabase } from '../db/dialect';
import { migrateToLatest, MigrationError, migrationStatus } from '../db/migrations';
import { SEED_STEPS } from '../db/seed';
import { DATA_MIGRATIONS } from '../db/seed/corrections';
import { dataVersionsRepository } from '../db/seed/data-versions.repository';
import { serverDatabaseLocation } from './server-database';

const USAGE = `Usage:
  npm run db -- status    applied and pending migrations, seed steps and data migrations
  npm run db -- migrate   applies pending migrations`;

const when = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');

async function main(): Promise<number> {
  const cmd = process.argv[2];
  if (cmd !== 'status' && cmd !== 'migrate') {
    console.error(USAGE);
    return 2;
  }
  const { config, sqliteFile: file, where } = serverDatabaseLocation();
  if (cmd === 'status' && !config.databaseUrl && !fs.existsSync(file)) {
    console.log(`Database: ${where}\nNo database yet: the first \`npm start\` creates, migrates and seeds it.`);
    return 0;
  }
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: file, poolSize: 2 });
  try {
    console.log(`Database: ${where}`);
    if (cmd === 'migrate') {
      const done = await migrateToLatest(database.db, database.engine);
      console.log(done.length ? `Applied: ${done.join(', ')}` : 'Nothing to apply: the schema is up to date.');
      return 0;
    }
    const { migrations, unknown } = await migrationStatus(database.db);
    const pending = migrations.filter((m) => !m.appliedAt);
    console.log(`\nMigrations (${migrations.length - pending.length} applied, ${pending.length} pending):`);
    for (const m of migrations)
      console.log(`  ${m.appliedAt ? 'applied' : 'pending'}  ${m.name}  ${m.appliedAt ?? ''}`);
    for (const n of unknown) console.log(`  UNKNOWN  ${n}  (applied by a newer version of Yaoshi)`);

    const versions = dataVersionsRepository(database.db, database.engine);
    const recorded = new Map((await versions.exists()) ? (await versions.list()).map((v) => [v.name, v]) : []);
    const line = (name: string, optional: string) => {
      const v = recorded.get(name);
      if (!v) return `  pending  ${name}${optional}`;
      return `  ${v.outcome.padEnd(7)}  ${name}  ${when(v.applied_at)}${v.detail ? `  ${v.detail}` : ''}`;
    };
    console.log('\nReference and demo data (each loaded once per database):');
    for (const s of SEED_STEPS) console.log(line(s.name, s.demoOnly ? '  (only with YAOSHI_DEMO on)' : ''));
    console.log('\nData migrations (corrections to reference data):');
    if (DATA_MIGRATIONS.length === 0) console.log('  none shipped');
    for (const m of DATA_MIGRATIONS) console.log(line(m.name, ''));
    if (pending.length) console.log('\nPending migrations are applied by the next start (or `npm run db -- migrate`).');
    return unknown.length ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    // Known failures in one line; anything else with its stack, it is a bug.
    if (err instanceof ConfigError || err instanceof MigrationError) console.error(err.message);
    // Driver and system errors (unreachable server, unknown database, unreadable file) carry a code.
    else if (err instanceof Error && typeof (err as { code?: unknown }).code === 'string')
      console.error(`Cannot read the database: ${err.message}`);
    else console.error(err);
    process.exit(1);
  },
);
