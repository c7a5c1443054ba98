import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DB, Engine } from '../database';
import type { AnyDb } from '../schema-helpers';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-catalogue';
import * as m0003 from './0003-console';
import * as m0004 from './0004-message-texts';
import * as m0005 from './0005-list-paging';
import * as m0006 from './0006-jobs';
import * as m0007 from './0007-hardening';
import * as m0008 from './0008-postgres-paging';

type EngineMigration = { up(db: AnyDb, engine: Engine): Promise<void> };

/** Ordered by name; append new files here (one per domain change). */
const MIGRATIONS: Record<string, EngineMigration> = {
  '0001-foundation': m0001,
  '0002-catalogue': m0002,
  '0003-console': m0003,
  '0004-message-texts': m0004,
  '0005-list-paging': m0005,
  '0006-jobs': m0006,
  '0007-hardening': m0007,
  '0008-postgres-paging': m0008,
};

class StaticProvider implements MigrationProvider {
  constructor(private engine: Engine) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, m]) => [name, { up: (db: AnyDb) => m.up(db, this.engine) }]),
    );
  }
}

export async function migrateToLatest(db: Kysely<DB>, engine: Engine): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticProvider(engine) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
