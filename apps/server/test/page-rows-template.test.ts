import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DB } from '../src/db/database';
import type { PageRows } from '../src/modules/records/list-plan';
import { idQuery, inListOrder } from '../src/modules/records/list-query.repository';
import { pageRowsQuery } from '../src/modules/records/page-rows-template';
import { createTestApp, describeEngines, type TestApp } from './helper';

/**
 * A list page's rows statement is compiled once per shape and joined around the page's own
 * statement as text (page-rows-template.ts): it must be the statement Kysely builds, on both
 * engines, and a rows part that binds a parameter must not be templated.
 */
describeEngines('list rows: compiled templates', (engine) => {
  let t: TestApp;
  let db: Kysely<DB>;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: ['demo accounts', 'catalogue', 'demo catalogue'] });
    db = t.database.db;
  });
  afterAll(() => t.close());

  const rowsOf = (key: string, brand: string): PageRows => ({
    key: `${engine}-test-${key}`,
    select: (page) =>
      db
        .selectFrom(page)
        .crossJoin('samples as s')
        .whereRef('s.id', '=', 'lp.id')
        .select(['s.id', 's.name'])
        .select(brand === '' ? sql<string>`''`.as('brand') : sql<string>`${brand}`.as('brand')),
  });
  const page = (matterId: number, limit: number) =>
    inListOrder(
      idQuery(db, 'samples', [(eb) => eb('t.kind', '=', 'matter'), (eb) => eb('t.matter_id', '>', matterId)]),
      { column: 'updated_at', dir: 'desc' },
    )
      .limit(limit)
      .offset(3)
      .select(sql.ref('t.updated_at').as('sort_v'));

  it('is the statement Kysely builds, with the page’s parameters, and reads the same rows', async () => {
    const rows = rowsOf('plain', '');
    const nodes = new Set<unknown>();
    for (const [matterId, limit] of [
      [1, 5],
      [40, 7],
    ] as const) {
      const templated = pageRowsQuery(engine, rows, page(matterId, limit), [], 'desc');
      const built = rows.select(page(matterId, limit).as('lp')).orderBy('lp.sort_v', 'desc').orderBy('lp.id', 'desc');
      expect(templated.sql).toBe(built.compile().sql);
      expect(templated.parameters).toEqual(built.compile().parameters);
      const got = (await db.executeQuery(templated)).rows;
      expect(got.length).toBe(limit);
      expect(got).toEqual(await built.execute());
      nodes.add(templated.query);
    }
    expect(nodes.size, 'both pages came from the one compiled template').toBe(1);
  });

  it('builds a rows part that binds a parameter whole, with every parameter in place', async () => {
    const rows = rowsOf('bound', 'brand x');
    const templated = pageRowsQuery(engine, rows, page(2, 4), [], 'asc');
    expect(pageRowsQuery(engine, rows, page(2, 4), [], 'asc').query, 'built afresh').not.toBe(templated.query);
    const built = rows.select(page(2, 4).as('lp')).orderBy('lp.sort_v', 'asc').orderBy('lp.id', 'asc').compile();
    expect(templated.sql).toBe(built.sql);
    expect(templated.parameters).toEqual(built.parameters);
    expect(templated.parameters).toContain('brand x');
    const got = (await db.executeQuery<{ brand: string }>(templated)).rows;
    expect(got.map((r) => r.brand)).toEqual(['brand x', 'brand x', 'brand x', 'brand x']);
  });

  it('refuses, under the test runner, a key given to two different selects', () => {
    pageRowsQuery(engine, rowsOf('shared', ''), page(1, 5), [], 'desc');
    const other: PageRows = { key: `${engine}-test-shared`, select: (p) => db.selectFrom(p).select('lp.id') };
    expect(() => pageRowsQuery(engine, other, page(1, 5), [], 'desc')).toThrow(/differs from the built statement/);
  });
});
