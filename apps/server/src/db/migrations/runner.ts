import { type Kysely, sql } from 'kysely';
import type { Engine } from '../database';
import type { AnyDb } from '../schema-helpers';

export type EngineMigration = { up(db: AnyDb, engine: Engine): Promise<void> };

/**
 * Kysely's Migrator runs SQLite migrations outside any transaction (its SQLite adapter says
 * DDL is not transactional, though in SQLite it is), so a crash between two statements left a
 * half-built schema that no later start could get past. This runner applies each migration
 * and its bookkeeping row in ONE transaction on both engines: a migration is either wholly
 * applied and recorded, or not at all. It keeps Kysely's tables (`kysely_migration`,
 * `kysely_migration_lock`) and names, so databases made by the Migrator carry on.
 */
const TABLE = 'kysely_migration';
const LOCK_TABLE = 'kysely_migration_lock';
const LOCK_ID = 'migration_lock';
/** pg_advisory_xact_lock key: one migrating/seeding process at a time per PostgreSQL database. */
const PG_LOCK_KEY = 8_240_317;

/** A migration that failed; it was rolled back, so the database is as it was before it. */
export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    readonly reason: string,
    message = `Migration ${migration} failed and was rolled back (the database is unchanged): ${reason}`,
    cause?: unknown,
  ) {
    super(message, { cause });
    this.name = 'MigrationError';
  }
}

const oneLine = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').trim() || 'unknown error';

/**
 * Runs `fn` in a transaction that no other process migrating or seeding the same database
 * runs beside: PostgreSQL takes an advisory lock; SQLite writes first, which takes the
 * database's write lock (waiting busy_timeout) before anything is read.
 */
export function lockedTransaction<T>(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  engine: Engine,
  fn: (trx: Kysely<any>) => Promise<T>, // eslint-disable-line @typescript-eslint/no-explicit-any
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (engine === 'postgres') await sql`select pg_advisory_xact_lock(${PG_LOCK_KEY})`.execute(trx);
    else await sql`update ${sql.table(LOCK_TABLE)} set is_locked = 0 where id = ${LOCK_ID}`.execute(trx);
    return fn(trx);
  });
}

/** The bookkeeping tables, as Kysely's Migrator makes them (so either can read the other's). */
async function ensureTables(db: AnyDb, engine: Engine) {
  const create = async (trx: AnyDb) => {
    await trx.schema
      .createTable(TABLE)
      .ifNotExists()
      .addColumn('name', 'varchar(255)', (c) => c.notNull().primaryKey())
      .addColumn('timestamp', 'varchar(255)', (c) => c.notNull())
      .execute();
    await trx.schema
      .createTable(LOCK_TABLE)
      .ifNotExists()
      .addColumn('id', 'varchar(255)', (c) => c.notNull().primaryKey())
      .addColumn('is_locked', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await trx
      .insertInto(LOCK_TABLE)
      .values({ id: LOCK_ID, is_locked: 0 })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  };
  // Two PostgreSQL processes creating the same table at once collide in the catalogue: lock first.
  await db.transaction().execute(async (trx) => {
    if (engine === 'postgres') await sql`select pg_advisory_xact_lock(${PG_LOCK_KEY})`.execute(trx);
    await create(trx);
  });
}

async function appliedNames(db: AnyDb): Promise<{ name: string; timestamp: string }[]> {
  return db.selectFrom(TABLE).select(['name', 'timestamp']).orderBy('name').execute();
}

export interface MigrationState {
  name: string;
  /** ISO time it was applied; null while pending. */
  appliedAt: string | null;
}

/** Applied and pending migrations, plus applied ones this code does not know (a newer version's). */
export async function migrationStatus(
  db: AnyDb,
  migrations: Record<string, EngineMigration>,
): Promise<{ migrations: MigrationState[]; unknown: string[] }> {
  const exists = await db.introspection
    .getTables({ withInternalKyselyTables: true })
    .then((ts) => ts.some((t) => t.name === TABLE));
  const applied = new Map(exists ? (await appliedNames(db)).map((r) => [r.name, r.timestamp]) : []);
  const names = Object.keys(migrations).sort();
  return {
    migrations: names.map((name) => ({ name, appliedAt: applied.get(name) ?? null })),
    unknown: [...applied.keys()].filter((n) => !(n in migrations)),
  };
}

/**
 * Applies every pending migration in name order, each in its own transaction with its row
 * in kysely_migration. Throws MigrationError naming the migration and the cause.
 */
export async function runMigrations(
  db: AnyDb,
  engine: Engine,
  migrations: Record<string, EngineMigration>,
  log: (line: string) => void = () => {},
): Promise<string[]> {
  try {
    await ensureTables(db, engine);
  } catch (err) {
    // Usually the database cannot be reached or opened (wrong DATABASE_URL, DATA_DIR not writable).
    const reason = oneLine(err);
    throw new MigrationError(
      '',
      reason,
      `Cannot open the database to migrate it (nothing was changed): ${reason}`,
      err,
    );
  }
  const names = Object.keys(migrations).sort();
  const unknown = (await appliedNames(db)).map((r) => r.name).filter((n) => !(n in migrations));
  if (unknown.length) {
    throw new MigrationError(
      unknown.join(', '),
      'the database has migrations this version of Yaoshi does not know (it was used by a newer version); run that version or restore a backup',
    );
  }
  const done: string[] = [];
  for (const name of names) {
    const ran = await lockedTransaction(db, engine, async (trx) => {
      // Re-read under the lock: another process may have applied it meanwhile.
      const already = await trx.selectFrom(TABLE).select('name').where('name', '=', name).executeTakeFirst();
      if (already) return false;
      await migrations[name]!.up(trx, engine);
      await trx.insertInto(TABLE).values({ name, timestamp: new Date().toISOString() }).execute();
      return true;
    }).catch((err: unknown) => {
      throw err instanceof MigrationError ? err : new MigrationError(name, oneLine(err), undefined, err);
    });
    if (ran) {
      done.push(name);
      log(`migration ${name} applied`);
    }
  }
  return done;
}
