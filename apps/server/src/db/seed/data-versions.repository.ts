import { type Kysely, sql } from 'kysely';
import type { Engine } from '../database';

/**
 * `data_versions`: which seed steps and data migrations a database has had, written in the
 * same transaction as their data, so each runs once per database and never again. It is the
 * seed runner's bookkeeping (like kysely_migration for schema), created by the runner itself.
 */
interface DataVersionsTable {
  name: string;
  /** 'seed' (a first load) or 'data' (a later correction). */
  kind: string;
  /** 'loaded' | 'adopted' (found from before versions were kept, nothing written) | 'applied'. */
  outcome: string;
  /** What was skipped or counted, for people reading `npm run db -- status`. */
  detail: string;
  applied_at: number;
}

export interface DataVersion {
  name: string;
  kind: string;
  outcome: string;
  detail: string;
  applied_at: number;
}

type VersionsDb = Kysely<{ data_versions: DataVersionsTable }>;
const TABLE = 'data_versions';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function dataVersionsRepository(anyDb: Kysely<any>, engine: Engine) {
  const db = anyDb as VersionsDb;
  return {
    async ensure() {
      await db.schema
        .createTable(TABLE)
        .ifNotExists()
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('applied_at', engine === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
        .execute();
    },
    async exists(): Promise<boolean> {
      const tables = await db.introspection.getTables();
      return tables.some((t) => t.name === TABLE);
    },
    async has(name: string): Promise<boolean> {
      return !!(await db.selectFrom(TABLE).select('name').where('name', '=', name).executeTakeFirst());
    },
    async list(): Promise<DataVersion[]> {
      const rows = await db.selectFrom(TABLE).selectAll().orderBy('applied_at').orderBy('name').execute();
      return rows.map((r) => ({ ...r, applied_at: Number(r.applied_at) }));
    },
    async record(v: DataVersion) {
      await db.insertInto(TABLE).values(v).execute();
    },
    /** Counts rows of a table (the adoption checks of databases from before versions were kept). */
    async count(table: string, where?: { column: string; value: string | number }): Promise<number> {
      let q = sql`select count(*) as n from ${sql.table(table)}`;
      if (where) q = sql`${q} where ${sql.ref(where.column)} = ${where.value}`;
      const r = await q.execute(db);
      return Number((r.rows[0] as { n: number | string }).n);
    },
  };
}
export type DataVersionsRepository = ReturnType<typeof dataVersionsRepository>;
