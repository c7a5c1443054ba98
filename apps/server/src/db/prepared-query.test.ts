import { type CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/helper';
import { createPgDatabase } from '../../test/pg-database';
import type { DB } from './database';
import { openDatabase } from './dialect';
import { preparedQuery } from './prepared-query';

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
});
