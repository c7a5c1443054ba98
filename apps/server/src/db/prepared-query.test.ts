import { type CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/helper';
import { createPgDatabase } from '../../test/pg-database';
import type { DB } from './database';
import { openDatabase } from './dialect';
import { preparedQuery, ShapedStatements } from './prepared-query';

describe.each(ENGINES)('preparedQuery (%s)', (engine) => {
  let db: Kysely<DB>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const pg = engine === 'postgres' ? await createPgDatabase('prepq') : undefined;
    const database = openDatabase(pg ? { databaseUrl: pg.url } : { sqliteFile: ':memory:' });
    db = database.db;
    close = async () => {
      await database.close();
      await pg?.drop();
    };
    await sql`create table console_switches (key text primary key, enabled integer not null, updated_at integer, updated_by integer)`.execute(
      db,
    );
    await sql`insert into console_switches (key, enabled) values ('a', 1), ('b', 0), ('c', 1)`.execute(db);
  });
  afterAll(() => close());

  it('gives each run a query id of its own, as Kysely gives each built query', async () => {
    const byKey = preparedQuery((key: string) =>
      db.selectFrom('console_switches').select('enabled').where('key', '=', key),
    );
    const seen: unknown[] = [];
    const runner = {
      executeQuery: <R>(q: CompiledQuery<R>) => {
        seen.push(q.queryId);
        return db.executeQuery<R>(q);
      },
    };
    await byKey(runner, 'a');
    await byKey(runner, 'b');
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('builds once and runs with each call’s values, in a transaction too', async () => {
    let builds = 0;
    const byKey = preparedQuery((key: string, enabled: number) => {
      builds++;
      return db
        .selectFrom('console_switches')
        .select(['key', 'enabled'])
        .where('key', '>=', key)
        .where('enabled', '=', enabled)
        .orderBy('key');
    });
    expect((await byKey(db, 'a', 1)).rows).toEqual([
      { key: 'a', enabled: 1 },
      { key: 'c', enabled: 1 },
    ]);
    expect((await byKey(db, 'b', 1)).rows).toEqual([{ key: 'c', enabled: 1 }]);
    expect((await byKey(db, 'a', 0)).rows).toEqual([{ key: 'b', enabled: 0 }]);
    await db.transaction().execute(async (tx) => {
      await tx.updateTable('console_switches').set({ enabled: 0 }).where('key', '=', 'c').execute();
      // Sees the transaction's own write: it ran on the transaction's connection.
      expect((await byKey(tx, 'b', 0)).rows).toEqual([
        { key: 'b', enabled: 0 },
        { key: 'c', enabled: 0 },
      ]);
    });
    expect(builds).toBe(1);
  });

  it('refuses an argument that did not become a parameter', async () => {
    const bad = preparedQuery((_key: string) => db.selectFrom('console_switches').select('key'));
    await expect(async () => bad(db, 'a')).rejects.toThrow(/did not become a query parameter/);
  });

  describe('ShapedStatements', () => {
    const switches = (v: unknown[], from: boolean) => {
      const q = db
        .selectFrom('console_switches')
        .select(['key', 'enabled'])
        .where('enabled', '=', v[0] as number);
      return (from ? q.where('key', '>=', v[1] as string) : q).orderBy('key');
    };

    it('compiles a shape once and runs it with each call’s values', async () => {
      await sql`update console_switches set enabled = case key when 'b' then 0 else 1 end`.execute(db);
      const shapes = new ShapedStatements();
      let builds = 0;
      const run = async (key: string, values: unknown[]) => {
        const q = shapes.compile(key, values, (v) => {
          builds++;
          return switches(v, values.length > 1);
        });
        return { query: q.query, rows: (await db.executeQuery(q)).rows };
      };
      const a = await run('from', [1, 'a']);
      const b = await run('from', [1, 'b']);
      const c = await run('from', [0, 'a']);
      expect([a.rows, b.rows, c.rows]).toEqual([
        [
          { key: 'a', enabled: 1 },
          { key: 'c', enabled: 1 },
        ],
        [{ key: 'c', enabled: 1 }],
        [{ key: 'b', enabled: 0 }],
      ]);
      expect(new Set([a.query, b.query, c.query]).size, 'one compiled statement').toBe(1);
      expect((await run('all', [1])).rows).toHaveLength(2);
      // Compiled once per shape; under the test runner each call also builds it whole to compare.
      expect(builds).toBe(2 + 4);
    });

    it('builds whole, on every call, a shape whose values do not all become parameters', async () => {
      const shapes = new ShapedStatements();
      // The second value is not used: its placeholder cannot be found in the statement.
      const build = (v: unknown[]) => switches(v, false);
      const one = shapes.compile('unused', [1, 'x'], build);
      const two = shapes.compile('unused', [0, 'y'], build);
      expect(one.query).not.toBe(two.query);
      expect((await db.executeQuery(two)).rows).toEqual([{ key: 'b', enabled: 0 }]);
    });

    it('fails the tests when a key misses a part of the shape', () => {
      const shapes = new ShapedStatements();
      shapes.compile('same', [1], (v) => switches(v, false));
      expect(() => shapes.compile('same', [1, 'b'], (v) => switches(v, true))).toThrow(
        /differs from the one built whole/,
      );
    });

    it('keeps at most its size in shapes, the least recently used dropped', () => {
      const shapes = new ShapedStatements(2);
      let builds = 0;
      const compile = (key: string) =>
        shapes.compile(key, [1], (v) => {
          builds++;
          return switches(v, false);
        });
      compile('x');
      compile('y');
      compile('x');
      compile('z'); // drops y
      const before = builds;
      compile('x');
      expect(builds - before, 'x kept: built once, to compare').toBe(1);
      compile('y');
      expect(builds - before, 'y dropped: compiled again').toBe(3);
    });
  });
});
