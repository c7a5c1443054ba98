import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { countSql } from '../src/modules/records/list-query.repository';
import { samplesRepository } from '../src/modules/samples/samples.repository';
import { searchCondition } from '../src/modules/records/search-condition.repository';
import { parseSearchQuery } from '../src/modules/records/search-text';
import { createTestApp, describeEngines, type TestApp } from './helper';

/**
 * Statements run as named prepared statements on PostgreSQL (db/pg-named.ts), which switch
 * to a generic plan — planned without the values — after five runs. A sample search must still
 * be answered from its kind's partial search index (migration 0008): with `kind = $1` a generic
 * plan could not use it, and ANDed the whole-table index with a bitmap of half the table
 * (a first search's count: 97 ms instead of 13 at a million samples).
 */
describeEngines("a sample search's generic plan", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    if (engine === 'postgres')
      t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'demo catalogue'] });
  });
  afterAll(() => t?.close());

  it.runIf(engine === 'postgres')("can count from the kind's partial search index", async () => {
    const db = t.database.db;
    for (const kind of ['matter', 'product'] as const) {
      const repo = samplesRepository(db, 'postgres', kind);
      const count = countSql('samples', [
        ...repo.scope({}),
        () => searchCondition('postgres', 'samples', 't', parseSearchQuery('当归')!),
      ]).compile(db);
      const plan = await db.connection().execute(async (c) => {
        // The demo tables are small, so the planner's choice among indexes says little: with
        // every other non-unique index of samples dropped (rolled back below) and scans discouraged, the
        // generic plan shows whether the partial index can answer the statement at all.
        await sql`begin`.execute(c);
        try {
          const { rows: others } = await sql<{ name: string }>`select c.relname as name
            from pg_index i join pg_class c on c.oid = i.indexrelid
            where i.indrelid = 'samples'::regclass and not i.indisunique
              and c.relname not like 'samples\\_%\\_search\\_idx'`.execute(c);
          for (const { name } of others) await sql`drop index ${sql.id(name)}`.execute(c);
          await sql`set local enable_seqscan = off`.execute(c);
          await sql`set local plan_cache_mode = force_generic_plan`.execute(c);
          await sql.raw(`prepare search_plan_test as ${count.sql}`).execute(c);
          const args = sql.join(count.parameters.map((p) => sql.lit(p)));
          const { rows } = await sql<{ 'QUERY PLAN': string }>`explain execute search_plan_test(${args})`.execute(c);
          return rows.map((r) => r['QUERY PLAN']).join('\n');
        } finally {
          // Prepared statements outlive a rollback; the connection's others stay (pg-named.ts).
          await sql`deallocate search_plan_test`.execute(c).catch(() => {});
          await sql`rollback`.execute(c);
        }
      });
      expect(plan).toContain(`samples_${kind}_search_idx`);
    }
  });
});
