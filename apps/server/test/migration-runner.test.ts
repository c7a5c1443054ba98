import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import type { Database, Engine } from '../src/db/database';
import { openDatabase } from '../src/db/dialect';
import { migrateToLatest } from '../src/db/migrations';
import { type EngineMigration, MigrationError, runMigrations } from '../src/db/migrations/runner';
import type { AnyDb } from '../src/db/schema-helpers';
import { describeEngines } from './helper';
import { createPgDatabase } from './pg-database';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** An empty database (no migrations) of the engine; SQLite in a temporary file. */
async function emptyDatabase(engine: Engine): Promise<{ database: Database; drop(): Promise<void>; file?: string }> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-mig-'));
    const file = path.join(dir, 'yaoshi.db');
    const database = openDatabase({ sqliteFile: file });
    return { database, file, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const { url, drop } = await createPgDatabase('t_mig');
  const database = openDatabase({ databaseUrl: url, poolSize: 2 });
  return { database, drop };
}

const tables = async (db: AnyDb) =>
  (await db.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name).sort();
const applied = async (db: AnyDb) =>
  (await db.selectFrom('kysely_migration').select('name').orderBy('name').execute()).map((r) => r.name);

describeEngines('migration runner', (engine) => {
  const drops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const d of drops.splice(0)) await d();
  });

  const first: EngineMigration = {
    async up(db) {
      await db.schema
        .createTable('alpha')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .execute();
      await db.insertInto('alpha').values({ id: 1 }).execute();
    },
  };
  const failing: EngineMigration = {
    async up(db) {
      await db.schema
        .createTable('beta')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .execute();
      await db.insertInto('alpha').values({ id: 2 }).execute();
      await sql`select * from no_such_table`.execute(db);
    },
  };
  const fixed: EngineMigration = {
    async up(db) {
      await db.schema
        .createTable('beta')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .execute();
    },
  };

  it('rolls a failed migration back whole, names it, and applies it once fixed', async () => {
    const { database, drop } = await emptyDatabase(engine);
    drops.push(async () => {
      await database.close();
      await drop();
    });
    const db = database.db as AnyDb;
    const err = await runMigrations(db, engine, { '0001-a': first, '0002-b': failing }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as MigrationError).migration).toBe('0002-b');
    expect((err as Error).message).toMatch(/^Migration 0002-b failed and was rolled back .*no_such_table/);
    // 0002-b left nothing: no table, no row it inserted, no bookkeeping row.
    expect(await tables(db)).not.toContain('beta');
    expect((await db.selectFrom('alpha').select('id').execute()).map((r) => r.id)).toEqual([1]);
    expect(await applied(db)).toEqual(['0001-a']);

    expect(await runMigrations(db, engine, { '0001-a': first, '0002-b': fixed })).toEqual(['0002-b']);
    expect(await tables(db)).toContain('beta');
    expect(await runMigrations(db, engine, { '0001-a': first, '0002-b': fixed })).toEqual([]);
  });

  it('refuses a database with migrations this version does not know', async () => {
    const { database, drop } = await emptyDatabase(engine);
    drops.push(async () => {
      await database.close();
      await drop();
    });
    const db = database.db as AnyDb;
    await runMigrations(db, engine, { '0001-a': first, '0002-b': fixed });
    const err = await runMigrations(db, engine, { '0001-a': first }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as Error).message).toContain('newer version');
  });

  it.runIf(engine === 'sqlite')('the server names a failed migration in one line and exits 1', async () => {
    const { database, file, drop } = await emptyDatabase(engine);
    drops.push(drop);
    // The database the old code could brick: 0002's tables exist, its row does not.
    await migrateToLatest(database.db, engine);
    await sql`delete from kysely_migration where name = '0002-catalogue'`.execute(database.db);
    await database.close();
    const { DATABASE_URL: _drop, ...env } = process.env;
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: { ...env, DATA_DIR: path.dirname(file!), PORT: '0', WORKERS: '1', WEB_DIST: '/nonexistent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(
        /^Migration 0002-catalogue failed and was rolled back \(the database is unchanged\): .*matters/,
      ),
    ]);

    // `npm run db -- status` shows it pending beside the applied ones.
    const status = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/db.ts', 'status'], {
      cwd: root,
      env: { ...env, DATA_DIR: path.dirname(file!) },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(status.status, status.stderr).toBe(0);
    expect(status.stdout).toMatch(/Migrations \(\d+ applied, 1 pending\)/);
    expect(status.stdout).toMatch(/pending {2}0002-catalogue/);
    expect(status.stdout).toMatch(/applied {2}0001-foundation {2}\d{4}-/);
    expect(status.stdout).toMatch(/pending {2}catalogue/);
  });
});
