import type { Kysely } from 'kysely';
import type { DB, Engine } from '../database';
import { type EngineMigration, migrationStatus as statusOf, runMigrations } from './runner';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-catalogue';
import * as m0003 from './0003-console';
import * as m0004 from './0004-message-texts';
import * as m0005 from './0005-list-paging';
import * as m0006 from './0006-jobs';
import * as m0007 from './0007-hardening';
import * as m0008 from './0008-postgres-paging';
import * as m0009 from './0009-worker-metrics';
import * as m0010 from './0010-use-restrictions';
import * as m0011 from './0011-regulation-effective';
import * as m0012 from './0012-matter-monograph';
import * as m0013 from './0013-sample-lifecycle';
import * as m0014 from './0014-standards';
import * as m0015 from './0015-dna-library';
import * as m0016 from './0016-user-preferences';
import * as m0017 from './0017-search-latin-names';
import * as m0019 from './0019-report-result-entries';
import * as m0022 from './0022-dna-usage';
import * as m0023 from './0023-search-reindex-queue';
import * as m0024 from './0024-matter-link-version';
import * as m0025 from './0025-search-terms';
import * as m0026 from './0026-product-name-index';
import * as m0027 from './0027-search-prefix-index';
import * as m0028 from './0028-search-long-prefixes';
import * as m0029 from './0029-message-read-marks';
import * as m0030 from './0030-visibility-counts';
import * as m0032 from './0032-demo-dna-off-reference';
import * as m0033 from './0033-lab-people';
import * as m0034 from './0034-results-as-measured';
import * as m0035 from './0035-lab-worksheets';
import * as m0036 from './0036-fact-reviews';
import * as m0038 from './0038-limit-forms';
import * as m0040 from './0040-fact-provenance';
import * as m0041 from './0041-message-keys';
import * as m0044 from './0044-data-releases';
import * as m0046 from './0046-limits-as-typed';
import * as m0047 from './0047-report-revisions';
import * as m0048 from './0048-lab-qc';
import * as m0049 from './0049-field-collections';
import * as m0050 from './0050-instrument-profiles';
import * as m0051 from './0051-lab-methods';
import * as m0052 from './0052-field-signatures';
import * as m0053 from './0053-report-item-limits';

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
  '0009-worker-metrics': m0009,
  '0010-use-restrictions': m0010,
  '0011-regulation-effective': m0011,
  '0012-matter-monograph': m0012,
  '0013-sample-lifecycle': m0013,
  '0014-standards': m0014,
  '0015-dna-library': m0015,
  '0016-user-preferences': m0016,
  '0017-search-latin-names': m0017,
  '0019-report-result-entries': m0019,
  '0022-dna-usage': m0022,
  '0023-search-reindex-queue': m0023,
  '0024-matter-link-version': m0024,
  '0025-search-terms': m0025,
  '0026-product-name-index': m0026,
  '0027-search-prefix-index': m0027,
  '0028-search-long-prefixes': m0028,
  '0029-message-read-marks': m0029,
  '0030-visibility-counts': m0030,
  '0032-demo-dna-off-reference': m0032,
  '0033-lab-people': m0033,
  '0034-results-as-measured': m0034,
  '0035-lab-worksheets': m0035,
  '0036-fact-reviews': m0036,
  '0038-limit-forms': m0038,
  '0040-fact-provenance': m0040,
  '0041-message-keys': m0041,
  '0044-data-releases': m0044,
  '0046-limits-as-typed': m0046,
  '0047-report-revisions': m0047,
  '0048-lab-qc': m0048,
  '0049-field-collections': m0049,
  '0050-instrument-profiles': m0050,
  '0051-lab-methods': m0051,
  '0052-field-signatures': m0052,
  '0053-report-item-limits': m0053,
};

/** Applies pending migrations, each in one transaction; throws MigrationError on failure. */
export function migrateToLatest(db: Kysely<DB>, engine: Engine, log?: (line: string) => void): Promise<string[]> {
  return runMigrations(db, engine, MIGRATIONS, log);
}

/** Applied and pending migrations of this database (for `npm run db -- status`). */
export function migrationStatus(db: Kysely<DB>) {
  return statusOf(db, MIGRATIONS);
}

export { MigrationError } from './runner';
