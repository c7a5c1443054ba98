import type { StepContext } from '../index';
import type { Skip } from './kit';
import { useRestrictionsMigration } from './2026-11-use-restrictions';
import { catalogueRuleMigration } from './2026-11-catalogue-rule';
import { monographMigration } from './2026-11-monograph';
import { auditWordingMigration } from './2026-11-audit-wording';
import { demoHistoriesMigration } from './2026-11-demo-histories';
import { monographFillMigration } from './2026-11-monograph-fill';
import { factProvenanceMigration } from './2026-11-fact-provenance';
import { pesticideRuleMigration } from './2026-11-pesticide-rule';
import { assayLimitsMigration } from './2026-12-assay-limits';
import { chpValuesMigration } from './2026-12-chp-values';
import { monographFactSourcesMigration } from './2026-12-monograph-fact-sources';

/**
 * A correction to reference data already loaded into databases: it runs once per database,
 * in one transaction with its data_versions row, after the seed steps. Build it from the
 * helpers in ./kit, which change a record only where it still holds what was shipped and
 * report (through `skip`) what a curator deleted or edited instead. Returns the changes made.
 */
export interface DataMigration {
  /** Unique, e.g. '2027-03-latin-names'; never renamed once shipped (it is the data_versions row). */
  name: string;
  run(ctx: StepContext, skip: Skip): Promise<number>;
}

/**
 * Shipped data migrations, in the order shipped: they run in this order, so a new one goes at
 * the end, never between (a new database must meet each with the data the earlier ones left,
 * as an older database did). The catalogue.json and regulations.json files are the first load
 * (seed step 'catalogue' / 'regulations', once per database): correct them here, not there,
 * so existing databases get the correction too.
 */
export const DATA_MIGRATIONS: DataMigration[] = [
  monographMigration,
  catalogueRuleMigration,
  useRestrictionsMigration,
  auditWordingMigration,
  demoHistoriesMigration,
  monographFillMigration,
  factProvenanceMigration,
  pesticideRuleMigration,
  assayLimitsMigration,
  chpValuesMigration,
  monographFactSourcesMigration,
];
