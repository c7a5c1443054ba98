import type { Kysely } from 'kysely';
import type { ConsoleTables } from './tables/console';
import type { CatalogueTables } from './tables/catalogue';
import type { HardeningTables } from './tables/hardening';
import type { JobsTables } from './tables/jobs';
import type { MonitorTables } from './tables/monitor';
import type { UsersTables } from './tables/users';

/** Every table, composed from one interface per domain (db/tables/<domain>.ts). */
export interface DB extends UsersTables, ConsoleTables, CatalogueTables, JobsTables, HardeningTables, MonitorTables {}

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  close(): Promise<void>;
}
