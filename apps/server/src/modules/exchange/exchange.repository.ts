import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DB, Engine } from '../../db/database';
import type { LinkKind } from './columns';

/**
 * The file of a SQLite database, so a worker thread can open its own connection to it;
 * null for PostgreSQL and for an in-memory SQLite database (nothing another thread can open).
 */
export async function sqliteFileOf(db: Kysely<DB>, engine: Engine): Promise<string | null> {
  if (engine !== 'sqlite') return null;
  const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db);
  const file = rows[0]?.file ?? '';
  return file === '' ? null : file;
}

/** A linked record as a sheet names it. `kind` is the sample kind ('' for other records). */
export interface LinkRow {
  id: number;
  num: string;
  name: string;
  kind: string;
}

/** Where each kind of record lives (reports only for `existingIds` of report exports). */
type Table = 'matters' | 'products' | 'regulations' | 'samples' | 'testing_reports';
const TABLES: Record<LinkKind | 'report', { table: Table; num: string; name: string }> = {
  matter: { table: 'matters', num: 'material_num', name: 'material_name' },
  product: { table: 'products', num: 'product_num', name: 'product_name' },
  regulation: { table: 'regulations', num: 'regulation_num', name: 'regulation_name' },
  sample: { table: 'samples', num: 'num', name: 'name' },
  report: { table: 'testing_reports', num: 'report_num', name: 'report_name' },
};

/** IN lists are cut to this many values (PostgreSQL and SQLite both take it comfortably). */
const CHUNK = 500;
const chunks = <T>(xs: T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += CHUNK) out.push(xs.slice(i, i + CHUNK));
  return out;
};

/** Look-ups of linked records by id, number or name (imports resolve what people wrote; exports name ids). */
export function exchangeRepository(db: Kysely<DB>) {
  async function select(
    link: LinkKind | 'report',
    where: (ref: { id: Expression<number>; num: Expression<string>; name: Expression<string> }) => Expression<SqlBool>,
    d: Kysely<DB> = db,
    limit?: number,
  ): Promise<LinkRow[]> {
    const t = TABLES[link];
    const refs = { id: sql.ref<number>('id'), num: sql.ref<string>(t.num), name: sql.ref<string>(t.name) };
    const kind = link === 'sample' ? sql.ref<string>('kind') : sql.lit('');
    let q = d
      .selectFrom(t.table)
      .select([refs.id.as('id'), refs.num.as('num'), refs.name.as('name'), sql<string>`${kind}`.as('kind')])
      .where(where(refs));
    if (limit) q = q.orderBy(sql.ref('id')).limit(limit);
    const rows = await q.execute();
    return rows.map((r) => ({ id: Number(r.id), num: String(r.num), name: String(r.name), kind: String(r.kind) }));
  }
  const inList = (e: Expression<unknown>, values: readonly (string | number)[]) =>
    sql<SqlBool>`${e} in (${sql.join(values.map((v) => sql.val(v)))})`;

  return {
    /** The records with these ids. */
    async byIds(link: LinkKind | 'report', ids: number[], d?: Kysely<DB>): Promise<LinkRow[]> {
      const out: LinkRow[] = [];
      for (const part of chunks([...new Set(ids)])) out.push(...(await select(link, (r) => inList(r.id, part), d)));
      return out;
    },
    /** The records whose number or name is one of these texts. */
    async byNumOrName(link: LinkKind, texts: string[], d?: Kysely<DB>): Promise<LinkRow[]> {
      const out: LinkRow[] = [];
      for (const part of chunks([...new Set(texts)]))
        out.push(...(await select(link, (r) => sql<SqlBool>`(${inList(r.num, part)} or ${inList(r.name, part)})`, d)));
      return out;
    },
    /** Which of these ids exist as records of the kind (a sample kind narrows the shared samples table). */
    async existingIds(link: LinkKind | 'report', ids: number[], sampleKind?: string): Promise<number[]> {
      const rows = await this.byIds(link, ids);
      return rows
        .filter((r) => !sampleKind || r.kind === sampleKind)
        .map((r) => r.id)
        .sort((a, b) => a - b);
    },
    /** The first few records (by id), for a template's example row. */
    async first(link: LinkKind, limit: number, sampleKind?: string): Promise<LinkRow[]> {
      return select(
        link,
        (r) => (sampleKind ? sql<SqlBool>`kind = ${sampleKind} and ${r.id} > 0` : sql<SqlBool>`${r.id} > 0`),
        db,
        limit,
      );
    },
  };
}
export type ExchangeRepository = ReturnType<typeof exchangeRepository>;
