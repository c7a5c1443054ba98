import type { Kysely } from 'kysely';
import type { ConsoleTables } from './tables/console';
import type { CatalogueTables } from './tables/catalogue';
import type { HardeningTables } from './tables/hardening';
import type { JobsTables } from './tables/jobs';
import type { MonitorTables } from './tables/monitor';
import type { UsersTables } from './tables/users';
import type { PreferencesTables } from './tables/preferences';
import type { SampleLifecycleTables } from './tables/sample-lifecycle';
import type { StandardsTables } from './tables/standards';
import type { DnaTables } from './tables/dna';
import type { LabPeopleTables } from './tables/lab-people';
import type { LabWorksheetsTables } from './tables/lab-worksheets';
import type { FactReviewsTables } from './tables/fact-reviews';
import type { ReleasesTables } from './tables/releases';
import type { LabQcTables } from './tables/lab-qc';
import type { FieldTables } from './tables/field';
import type { LabMethodsTables } from './tables/lab-methods';
import type { InstrumentTables } from './tables/instrument-profiles';

/** Every table, composed from one interface per domain (db/tables/<domain>.ts). */
export interface DB
  extends
    UsersTables,
    ConsoleTables,
    CatalogueTables,
    JobsTables,
    HardeningTables,
    MonitorTables,
    PreferencesTables,
    SampleLifecycleTables,
    StandardsTables,
    DnaTables,
    LabPeopleTables,
    LabWorksheetsTables,
    FactReviewsTables,
    ReleasesTables,
    LabQcTables,
    FieldTables,
    LabMethodsTables,
    InstrumentTables {}

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** PostgreSQL: the URL it was opened with, so a worker process can open its own connection. */
  url?: string;
  close(): Promise<void>;
}
