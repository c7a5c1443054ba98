import { readdirSync } from 'node:fs';
import { type Kysely, sql } from 'kysely';
import type { DB, Engine } from '../src/db/database';
import { openDatabase } from '../src/db/dialect';
import { type EngineMigration, runMigrations } from '../src/db/migrations/runner';
import { createPgDatabase } from './pg-database';

/** Every migration file by name (0014-…), read from the folder so a test sees what ships. */
async function migrationFiles(): Promise<Record<string, EngineMigration>> {
  const dir = new URL('../src/db/migrations/', import.meta.url);
  const files = readdirSync(dir).filter((f) => /^\d{4}[a-z]?-.*\.ts$/.test(f) && !f.endsWith('.test.ts'));
  const all: Record<string, EngineMigration> = {};
  for (const f of files) all[f.replace(/\.ts$/, '')] = (await import(new URL(f, dir).href)) as EngineMigration;
  return all;
}

/**
 * A migration's test: an empty database on `engine` migrated up to (not including) `name`,
 * then `fn` with it and `migrateRest` (the remaining migrations, `name` first), so the rows
 * the earlier schema held are inserted before the migration runs on them. Dropped after.
 */
export async function beforeMigration(
  engine: Engine,
  name: string,
  fn: (db: Kysely<DB>, migrateRest: () => Promise<unknown>) => Promise<void>,
): Promise<void> {
  const { database, drop } =
    engine === 'sqlite'
      ? { database: openDatabase({ sqliteFile: ':memory:' }), drop: async () => {} }
      : await (async () => {
          const pg = await createPgDatabase();
          return { database: openDatabase({ databaseUrl: pg.url, poolSize: 2 }), drop: pg.drop };
        })();
  try {
    const all = await migrationFiles();
    await runMigrations(database.db, engine, Object.fromEntries(Object.entries(all).filter(([n]) => n < name)));
    await fn(database.db, () => runMigrations(database.db, engine, all));
  } finally {
    await database.close();
    await drop();
  }
}

/**
 * A matter and one matter sample as the schema of migrations 0013–0053 holds them (raw SQL, no
 * live code), for a migration test's old rows. Returns the sample's id.
 */
export async function oldMatterSample(db: Kysely<DB>): Promise<number> {
  await sql`insert into matters (material_num, material_name, created_at, updated_at) values ('M1', '测试', 1, 1)`.execute(
    db,
  );
  const m = (await sql<{ id: number }>`select id from matters`.execute(db)).rows[0]!.id;
  await sql`insert into samples (kind, matter_id, num, name, created_at, updated_at, coll_time) values ('matter', ${m}, 'MS1', 's', 1, 1, 1)`.execute(
    db,
  );
  return (await sql<{ id: number }>`select id from samples`.execute(db)).rows[0]!.id;
}
