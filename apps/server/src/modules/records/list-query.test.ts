import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { compare } from './list-plan';
import { pageStatement } from './list-query.repository';

/** A Kysely that only compiles, with the engine's own compiler. */
const compiler = (engine: 'sqlite' | 'postgres') =>
  new Kysely<never>({
    dialect:
      engine === 'postgres'
        ? {
            createAdapter: () => new PostgresAdapter(),
            createDriver: () => new DummyDriver(),
            createIntrospector: (db) => new PostgresIntrospector(db),
            createQueryCompiler: () => new PostgresQueryCompiler(),
          }
        : {
            createAdapter: () => new SqliteAdapter(),
            createDriver: () => new DummyDriver(),
            createIntrospector: (db) => new SqliteIntrospector(db),
            createQueryCompiler: () => new SqliteQueryCompiler(),
          },
  });

const order = { column: 'updated_at', dir: 'desc' } as const;
const compiled = (engine: 'sqlite' | 'postgres', limit: number, offset: number) =>
  pageStatement(engine, 'samples', [compare('t.status', '=', 'online')], order, { limit, offset }).compile(
    compiler(engine),
  );

describe('a page statement', () => {
  it('writes small limits and offsets into the text on PostgreSQL, so its generic plan sees them', () => {
    const { sql, parameters } = compiled('postgres', 10, 90);
    expect(sql).toMatch(/limit 10\s+offset 90$/);
    expect(parameters).toEqual(['online']);
  });

  it('keeps a far offset a parameter on PostgreSQL, and every limit and offset one on SQLite', () => {
    expect(compiled('postgres', 10, 250_000).sql).toMatch(/limit 10\s+offset \$2$/);
    const sqlite = compiled('sqlite', 10, 90);
    expect(sqlite.sql).toMatch(/limit \?\s+offset \?$/);
    expect(sqlite.parameters).toEqual(['online', 10, 90]);
  });
});
