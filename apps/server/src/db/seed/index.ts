import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../database';
import '../../modules/texts';
import { createServices, type Services } from '../../services';
import { lockedTransaction, MigrationError } from '../migrations/runner';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './accounts';
import { seedWelcomeNotice } from './notices';
import { seedCatalogue, seedRegulations } from './catalogue';
import { seedStandards } from './standards';
import { seedDemoCatalogue } from './demo/demo-catalogue';
import { seedConsoleDemo } from './console-demo';
import { seedDemoDna } from '../../modules/dna/dna-seed';
import { DATA_MIGRATIONS, type DataMigration } from './corrections';
import { type DataVersionsRepository, dataVersionsRepository } from './data-versions.repository';

export interface SeedContext extends AppContext {
  services: Services;
  /** Create demo accounts and generated demo records. */
  demo: boolean;
  /** Where seeding says what it loaded, adopted and skipped (the server's log). */
  log?: (line: string) => void;
}

/** What a step runs with: `database.db` and `services` are bound to the step's transaction. */
export interface StepContext extends SeedContext {
  versions: DataVersionsRepository;
}

interface SeedStep {
  name: string;
  /** Runs only when demo data is wanted. */
  demoOnly?: boolean;
  /**
   * For databases seeded before versions were kept: is this step's data there already? Then
   * the version is recorded and nothing is written (a curator may have changed that data).
   */
  present(ctx: StepContext): Promise<boolean>;
  /** Writes the data; may return a note for the version row. */
  run(ctx: StepContext): Promise<string | void>;
  /**
   * Runs outside the step's transaction (then records it): for demo data written by a
   * repository that opens its own transaction. A crash midway leaves part of it, which the
   * step's own existence check then keeps (demo data only).
   */
  ownTransactions?: boolean;
}

/**
 * In order. Each step runs ONCE per database, in one transaction with its data_versions row:
 * a crash leaves it wholly done or not begun, and what curators later delete or edit is never
 * seeded again. Corrections to reference data go in ./corrections as data migrations.
 */
export const SEED_STEPS: SeedStep[] = [
  {
    name: 'demo accounts',
    demoOnly: true,
    present: async ({ services }) => {
      for (const a of DEMO_ACCOUNTS) if (await services.usersRepo.findByUsername(a.username)) return true;
      return false;
    },
    run: seedDemoAccounts,
  },
  {
    name: 'welcome notice',
    present: async ({ versions }) => (await versions.count('messages', { column: 'type', value: 'notice' })) > 0,
    run: seedWelcomeNotice,
  },
  {
    name: 'catalogue',
    present: async ({ versions }) => (await versions.count('matters')) > 0,
    run: seedCatalogue,
  },
  {
    name: 'regulations',
    present: async ({ versions }) => (await versions.count('regulations')) > 0,
    run: seedRegulations,
  },
  {
    // The Pharmacopoeia limits of the catalogue's matters (after the catalogue it reads).
    name: 'standards',
    present: async ({ versions }) => (await versions.count('standards')) > 0,
    run: seedStandards,
  },
  {
    name: 'demo catalogue',
    demoOnly: true,
    present: async ({ versions }) => (await versions.count('products', { column: 'is_demo', value: 1 })) > 0,
    run: seedDemoCatalogue,
  },
  {
    name: 'console demo',
    demoOnly: true,
    present: async ({ services }) =>
      (await services.groupsRepo.count('project')) > 0 || (await services.groupsRepo.count('team')) > 0,
    run: seedConsoleDemo,
    // groups.repository insert() opens its own transaction (Kysely cannot nest them).
    ownTransactions: true,
  },
  {
    // Generated barcodes (is_demo) for the DNA library and a few demo samples.
    name: 'demo DNA library',
    demoOnly: true,
    present: async ({ versions }) => (await versions.count('dna_barcodes', { column: 'is_demo', value: 1 })) > 0,
    run: async ({ database }) => seedDemoDna(database.db),
  },
];

/** Name of the `only` entry that selects the data migrations (tests pick steps by name). */
export const DATA_MIGRATIONS_STEP = 'data migrations';

/**
 * Runs the seed steps not yet recorded, then the data migrations not yet applied, in the
 * order listed (the order shipped). `only`: names of steps to consider (tests);
 * `dataMigrations` replaces the shipped list (tests).
 */
export async function seed(
  ctx: SeedContext,
  only?: string[],
  dataMigrations: DataMigration[] = DATA_MIGRATIONS,
): Promise<void> {
  const log = ctx.log ?? (() => {});
  const { db, engine } = ctx.database;
  await lockedTransaction(db, engine, (trx) => dataVersionsRepository(trx, engine).ensure());

  for (const step of SEED_STEPS) {
    if (step.demoOnly && !ctx.demo) continue;
    if (only && !only.includes(step.name)) continue;
    await inStep(ctx, `Seed step ${step.name}`, async (sc) => {
      if (await sc.versions.has(step.name)) return;
      if (await step.present(sc)) {
        await record(sc, step.name, 'seed', 'adopted', 'data found from before versions were kept; nothing written');
        log(`seed ${step.name}: found in the database, recorded without writing`);
        return;
      }
      if (step.ownTransactions) return;
      const note = (await step.run(sc)) ?? '';
      await record(sc, step.name, 'seed', 'loaded', note);
      log(`seed ${step.name}: loaded${note ? ` (${note})` : ''}`);
    });
    if (step.ownTransactions) await runOutside(ctx, step, log);
  }

  if (only && !only.includes(DATA_MIGRATIONS_STEP)) return;
  // In list order, not name order: a new database then meets each correction with the data the
  // ones shipped before it left, as an older database did. By name, '2026-11-audit-wording'
  // would look for the rule '2026-11-catalogue-rule' adds and the restrictions
  // '2026-11-use-restrictions' gives before either ran, and report them deleted or edited
  // by a curator on a database nobody had touched.
  for (const m of dataMigrations) {
    await inStep(ctx, `Data migration ${m.name}`, async (sc) => {
      if (await sc.versions.has(m.name)) return;
      const skipped: string[] = [];
      const applied = await m.run(sc, (why) => skipped.push(why));
      const detail = [`${applied} change(s)`, ...skipped.map((s) => `skipped: ${s}`)].join('; ');
      await record(sc, m.name, 'data', 'applied', detail);
      log(`data migration ${m.name}: ${applied} change(s) applied, ${skipped.length} skipped`);
      for (const s of skipped) log(`data migration ${m.name}: skipped ${s}`);
    });
  }
}

async function runOutside(ctx: SeedContext, step: SeedStep, log: (line: string) => void) {
  const versions = dataVersionsRepository(ctx.database.db, ctx.database.engine);
  if (await versions.has(step.name)) return;
  const note = (await step.run({ ...ctx, versions })) ?? '';
  await inStep(ctx, `Seed step ${step.name}`, async (sc) => {
    if (await sc.versions.has(step.name)) return;
    await record(sc, step.name, 'seed', 'loaded', note);
    log(`seed ${step.name}: loaded${note ? ` (${note})` : ''}`);
  });
}

/**
 * One transaction, under the migration lock, with services bound to it. A failure rolls the
 * step back whole and stops the start with one line naming it (`what`) and the cause.
 */
async function inStep(ctx: SeedContext, what: string, fn: (sc: StepContext) => Promise<void>) {
  await lockedTransaction(ctx.database.db, ctx.database.engine, async (trx) => {
    const database = { ...ctx.database, db: trx as Kysely<DB> };
    const services = createServices({ config: ctx.config, database });
    try {
      await fn({ ...ctx, database, services, versions: dataVersionsRepository(trx, ctx.database.engine) });
    } finally {
      await services.views.close();
    }
  }).catch((err: unknown) => {
    const reason = (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').trim();
    throw new MigrationError(what, reason, `${what} failed and was rolled back (the database is unchanged): ${reason}`);
  });
}

function record(sc: StepContext, name: string, kind: 'seed' | 'data', outcome: string, detail: string) {
  return sc.versions.record({ name, kind, outcome, detail, applied_at: Math.floor(Date.now() / 1000) });
}
