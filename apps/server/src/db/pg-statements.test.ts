import { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/helper';
import { createPgDatabase } from '../../test/pg-database';
import {
  LiteralLimitsPostgresDialect,
  MAX_LITERAL_LIMIT,
  MAX_LITERAL_OFFSET,
  preparedCount,
  PreparingClient,
} from './pg-statements';

const prepared = async (c: pg.Client) =>
  (await c.query('select name, statement from pg_prepared_statements order by name')).rows as {
    name: string;
    statement: string;
  }[];

describe.runIf(ENGINES.includes('postgres'))('PostgreSQL prepared statements', () => {
  let database: { url: string; drop(): Promise<void> };
  const clients: pg.Client[] = [];
  const connect = async (Client: typeof pg.Client = PreparingClient) => {
    const c = new Client({ connectionString: database.url });
    await c.connect();
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    database = await createPgDatabase('prep');
    const c = await connect(pg.Client);
    await c.query('create table t (id integer primary key, a text)');
    await c.query("insert into t values (1, 'x'), (2, 'y'), (3, 'z')");
  });
  afterAll(async () => {
    for (const c of clients) await c.end().catch(() => {});
    await database?.drop();
  });

  it('prepares each distinct SQL text once per connection and answers as an unnamed query', async () => {
    const c = await connect();
    const text = 'select id, a from t where id >= $1 order by id';
    const first = await c.query(text, [2]);
    const again = await c.query(text, [1]);
    expect(first.rows).toEqual([
      { id: 2, a: 'y' },
      { id: 3, a: 'z' },
    ]);
    expect(again.rows.map((r) => r.id)).toEqual([1, 2, 3]);
    const kept = await prepared(c);
    expect(kept.filter((p) => p.statement === text)).toHaveLength(1);
    // Queries without values, and other overloads, run as sent.
    expect((await c.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    expect((await prepared(c)).some((p) => p.statement === 'select 1 as one')).toBe(false);
  });

  it('runs a full-text search unnamed, so it is planned with its words on every run', async () => {
    const c = await connect();
    const text = "select id from t where to_tsvector('simple', a) @@ cast($1 as tsquery) order by id";
    expect((await c.query(text, ['x:*'])).rows).toEqual([{ id: 1 }]);
    expect((await c.query(text, ['y'])).rows).toEqual([{ id: 2 }]);
    expect((await prepared(c)).some((p) => p.statement === text)).toBe(false);
    expect(preparedCount(c)).toBe(0);
  });

  it('keeps at most the bound, dropping the least recently used tenth on the server too', async () => {
    const c = await connect();
    const { PG_STATEMENTS_PER_CONNECTION: bound } = await import('./pg-statements');
    for (let i = 0; i <= bound + 5; i++) await c.query(`select $1::int + ${i} as v`, [1]);
    const count = preparedCount(c);
    expect(count).toBeLessThanOrEqual(bound);
    expect(count).toBeGreaterThan(bound * 0.8);
    const kept = await prepared(c);
    expect(kept.length).toBe(count);
    expect(kept.some((p) => p.statement === 'select $1::int + 0 as v')).toBe(false);
    expect((await c.query('select $1::int + 0 as v', [1])).rows).toEqual([{ v: 1 }]);
  });

  it('a row follows a column added through this process (DDL forgets every statement)', async () => {
    const c = await connect();
    const other = await connect();
    const text = 'select * from t where id = $1';
    expect(Object.keys((await c.query(text, [1])).rows[0])).toEqual(['id', 'a']);
    await other.query('alter table t add column b text', []);
    expect(Object.keys((await c.query(text, [1])).rows[0])).toEqual(['id', 'a', 'b']);
    await other.query('alter table t drop column b', []);
  });

  it('a column added by another process: the statement is prepared again outside a transaction', async () => {
    const c = await connect();
    const outside = await connect(pg.Client);
    const text = 'select * from t where id = $1';
    expect(Object.keys((await c.query(text, [1])).rows[0])).toEqual(['id', 'a']);
    await outside.query('alter table t add column c text');
    try {
      expect(Object.keys((await c.query(text, [1])).rows[0])).toEqual(['id', 'a', 'c']);
      // Inside a transaction the error stands (the transaction is aborted), once.
      await outside.query('alter table t drop column c');
      await c.query('begin');
      await expect(c.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
      await c.query('rollback');
      expect(Object.keys((await c.query(text, [1])).rows[0])).toEqual(['id', 'a']);
    } finally {
      await outside.query('alter table t drop column if exists c');
    }
  });

  it('parameters whose values vary in type are read the same way each time', async () => {
    const c = await connect();
    const text = 'select count(*)::int as n from t where id = $1 or a = $2';
    expect((await c.query(text, [1, 'nothing'])).rows).toEqual([{ n: 1 }]);
    expect((await c.query(text, ['2', 'z'])).rows).toEqual([{ n: 2 }]);
    expect((await c.query(text, [null, null])).rows).toEqual([{ n: 0 }]);
  });
});

describe('LIMIT and OFFSET in the SQL text (PostgreSQL)', () => {
  // Compiling needs no connection.
  const db = new Kysely<{ t: { id: number } }>({
    dialect: new LiteralLimitsPostgresDialect({ pool: new pg.Pool() }),
  });

  it('writes a page size and a near offset into the text', () => {
    const q = db.selectFrom('t').select('id').where('id', '>', 5).limit(10).offset(0).compile();
    expect(q.sql).toBe('select "id" from "t" where "id" > $1 limit 10 offset 0');
    expect(q.parameters).toEqual([5]);
  });

  it('keeps far offsets, long limits and non-integers as parameters', () => {
    const q = db
      .selectFrom('t')
      .select('id')
      .limit(MAX_LITERAL_LIMIT + 1)
      .offset(MAX_LITERAL_OFFSET + 10)
      .compile();
    expect(q.sql).toBe('select "id" from "t" limit $1 offset $2');
    expect(q.parameters).toEqual([MAX_LITERAL_LIMIT + 1, MAX_LITERAL_OFFSET + 10]);
    expect(db.selectFrom('t').select('id').limit(10).offset(990).compile().sql).toBe(
      'select "id" from "t" limit 10 offset 990',
    );
    expect(db.selectFrom('t').select('id').limit(2.5).compile().parameters).toEqual([2.5]);
  });

  it('reaches subqueries', () => {
    const q = db
      .selectFrom((eb) => eb.selectFrom('t').select('id').limit(20).as('p'))
      .select('p.id')
      .compile();
    expect(q.sql).toBe('select "p"."id" from (select "id" from "t" limit 20) as "p"');
  });
});
