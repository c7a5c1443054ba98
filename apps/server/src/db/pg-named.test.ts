import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/helper';
import { createPgDatabase } from '../../test/pg-database';
import {
  LiteralLimitsCompiler,
  MAX_LITERAL_LIMIT,
  MAX_LITERAL_OFFSET,
  NAMED_PER_CONNECTION,
  NamingClient,
} from './pg-named';

const prepared = async (c: pg.Client) =>
  (await c.query('select statement from pg_prepared_statements')).rows.map((r) => r.statement as string);

describe.runIf(ENGINES.includes('postgres'))('PostgreSQL named statements', () => {
  let database: { url: string; drop(): Promise<void> };
  const clients: pg.Client[] = [];
  const connect = async (Client: typeof pg.Client = NamingClient) => {
    const c = new Client({ connectionString: database.url });
    await c.connect();
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    database = await createPgDatabase('named');
    const c = await connect(pg.Client);
    await c.query('create table t (id integer primary key, a text)');
    await c.query("insert into t values (1, 'x'), (2, 'y'), (3, 'z')");
  });
  afterAll(async () => {
    for (const c of clients) await c.end().catch(() => {});
    await database?.drop();
  });

  it('prepares each distinct read once per connection and answers as an unnamed query would', async () => {
    const c = await connect();
    const text = 'select id, a from t where id >= $1 order by id';
    expect((await c.query(text, [2])).rows).toEqual([
      { id: 2, a: 'y' },
      { id: 3, a: 'z' },
    ]);
    expect((await c.query(text, [1])).rows.map((r) => r.id)).toEqual([1, 2, 3]);
    expect((await prepared(c)).filter((s) => s === text)).toHaveLength(1);
    // Queries without values, and other overloads, run as sent.
    expect((await c.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    expect(await prepared(c)).not.toContain('select 1 as one');
  });

  it('runs a full-text search unnamed, so it is planned with its words each time', async () => {
    const c = await connect();
    const text = "select id from t where to_tsvector('simple', a) @@ cast($1 as tsquery) order by id";
    expect((await c.query(text, ['x:*'])).rows).toEqual([{ id: 1 }]);
    expect((await c.query(text, ['y'])).rows).toEqual([{ id: 2 }]);
    expect(await prepared(c)).not.toContain(text);
  });

  it('names at most its bound of texts; later ones run unnamed and still answer', async () => {
    const c = await connect();
    for (let i = 0; i < NAMED_PER_CONNECTION + 5; i++) {
      expect((await c.query(`select $1::int + ${i} as v`, [1])).rows).toEqual([{ v: 1 + i }]);
    }
    const kept = await prepared(c);
    expect(kept).toHaveLength(NAMED_PER_CONNECTION);
    expect(kept).toContain('select $1::int + 0 as v');
    expect(kept).not.toContain(`select $1::int + ${NAMED_PER_CONNECTION} as v`);
  });

  it('a column added by another connection: run again unnamed outside a transaction; the error stands inside one', async () => {
    const c = await connect();
    const outside = await connect(pg.Client);
    const text = 'select * from t where id = $1';
    expect(Object.keys((await c.query(text, [1])).rows[0])).toEqual(['id', 'a']);
    await outside.query('alter table t add column c text');
    try {
      expect(Object.keys((await c.query(text, [1])).rows[0])).toEqual(['id', 'a', 'c']);
      const d = await connect();
      expect(Object.keys((await d.query(text, [1])).rows[0])).toEqual(['id', 'a', 'c']);
      await outside.query('alter table t drop column c');
      await d.query('begin');
      await expect(d.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
      await d.query('rollback');
      expect(Object.keys((await d.query(text, [1])).rows[0])).toEqual(['id', 'a']);
    } finally {
      await outside.query('alter table t drop column if exists c');
    }
  });

  it('reads parameters whose values vary in type the same way each time', async () => {
    const c = await connect();
    const text = 'select count(*)::int as n from t where id = $1 or a = $2';
    expect((await c.query(text, [1, 'nothing'])).rows).toEqual([{ n: 1 }]);
    expect((await c.query(text, ['2', 'z'])).rows).toEqual([{ n: 2 }]);
    expect((await c.query(text, [null, null])).rows).toEqual([{ n: 0 }]);
  });
});

describe('LIMIT and OFFSET in the SQL text (PostgreSQL)', () => {
  class Dialect extends PostgresDialect {
    override createQueryCompiler() {
      return new LiteralLimitsCompiler();
    }
  }
  // Compiling needs no connection.
  const db = new Kysely<{ t: { id: number } }>({ dialect: new Dialect({ pool: new pg.Pool() }) });

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
