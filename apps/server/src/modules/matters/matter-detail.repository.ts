import { type Kysely, sql } from 'kysely';
import type { DB, Engine } from '../../db/database';
import { preparedQuery, type QueryRunner } from '../../db/prepared-query';
import {
  jsonRows,
  PRODUCT_REF,
  parseRows,
  productRef,
  REGULATION_REF,
  regulationRef,
  SAMPLE_REF,
  sampleRef,
} from '../records/refs.repository';
import { perDatabase } from '../records/per-database';
import { countColumns, type LinkReach, linksVersion, type MatterCounts } from './matter-counts.repository';

/**
 * The matter columns a detail answers: all but the search columns (`search_text`, and on
 * PostgreSQL the `search_tsv` vector `m.*` would also send and the driver parse as text).
 */
const MATTER_COLUMNS = [
  'm.id',
  'm.status',
  'm.is_demo',
  'm.view_count',
  'm.created_at',
  'm.updated_at',
  'm.created_by',
  'm.updated_by',
  'm.material_num',
  'm.material_name',
  'm.aliases',
  'm.name_pinyin',
  'm.name_en',
  'm.latin_name',
  'm.pharmaceutical_name',
  'm.family',
  'm.part_used',
  'm.part_used_en',
  'm.images',
  'm.material_origin',
  'm.material_ingredient',
  'm.material_effect',
  'm.nature_flavor',
  'm.effect_tags',
  'm.material_qs',
  'm.material_sa',
  'm.material_ra',
  'm.material_taboo',
  'm.material_record',
  'm.regulations_json',
  'm.material_dna',
  'm.catalogue_batch',
  'm.catalogue_note',
  'm.monograph_json',
  'm.restrictions_json',
  'm.provenance_json',
] as const;

export interface DetailShape {
  /** Newest product ids given. */
  limit: number;
  /** The small views of related records, `limit` of each (samples only when asked). */
  related?: { limit: number; samples: boolean };
  /** Counts the matter's products and samples (else the caller has them remembered). */
  counted: boolean;
  /**
   * Which links and related records: all (admins), online ones (signed-in users), or online
   * ones that are not demo data (visitors) — matter-counts.repository.ts.
   */
  reach: LinkReach;
  /**
   * Set when the remembered counts say the viewer reaches none of the matter's products: their
   * ids and views are not looked up (a visitor's lookup walks every link to a demo product).
   */
  noProducts?: true;
}

/**
 * The matter detail's one statement: the matter row, its link ids, (when `counted`) its
 * product and sample counts, its related records as JSON, and the matter links' write
 * version (matter-counts.repository.ts). Built and compiled once per database and shape
 * (prepared-query.ts): building this statement with Kysely cost more than running it.
 */
function buildDetail(db: Kysely<DB>, engine: Engine, shape: DetailShape, id: number) {
  const { limit, related, counted, reach, noProducts } = shape;
  const onlineOnly = reach !== 'all';
  const realOnly = reach === 'real';
  const ids = (q: ReturnType<typeof sql>) =>
    engine === 'postgres'
      ? sql<string>`(select coalesce(json_agg(x.v)::text, '[]') from (${q}) as x)`
      : sql<string>`(select json_group_array(x.v) from (${q}) as x)`;
  const cols = (alias: string, columns: readonly string[]) => sql.join(columns.map((c) => sql.ref(`${alias}.${c}`)));
  // Limits as literals: they belong to the shape (one statement compiled per shape); only the id is bound.
  const n = (v: number) => sql.lit(Math.trunc(v));
  const none = sql<string>`null`;
  // A correlated probe by primary key: SQLite would build the set of every online product for `in (select …)`.
  const online = (table: 'products' | 'regulations', column: string) =>
    onlineOnly
      ? sql` and exists (select 1 from ${sql.table(table)} as o where o.id = ${sql.ref(column)} and o.status = 'online'${
          realOnly && table === 'products' ? sql` and o.is_demo = 0` : sql``
        })`
      : sql``;
  const onlineSamples = onlineOnly ? sql` and s.status = 'online'${realOnly ? sql` and s.is_demo = 0` : sql``}` : sql``;
  const uncounted = [
    sql<number>`null`.as('product_n'),
    sql<number>`null`.as('sample_n'),
    sql<number>`null`.as('product_online_n'),
    sql<number>`null`.as('sample_online_n'),
    sql<number>`null`.as('product_real_n'),
    sql<number>`null`.as('sample_real_n'),
  ] as const;
  return db
    .selectFrom('matters as m')
    .select(MATTER_COLUMNS)
    .select([
      ids(
        sql`select regulation_id as v from regulation_matters where matter_id = m.id${online('regulations', 'regulation_matters.regulation_id')}
              order by regulation_id`,
      ).as('regulation_ids_json'),
      (noProducts
        ? sql<string>`'[]'`
        : ids(
            sql`select product_id as v from product_matters where matter_id = m.id${online('products', 'product_matters.product_id')}
              order by product_id desc limit ${n(limit)}`,
          )
      ).as('product_ids_json'),
      ...(counted ? countColumns() : uncounted),
      linksVersion(engine).as('links_v'),
      (related && !noProducts
        ? jsonRows(
            engine,
            PRODUCT_REF,
            sql`select ${cols('p', PRODUCT_REF)} from products as p where p.id in
                  (select product_id from product_matters where matter_id = m.id${online('products', 'product_matters.product_id')}
                     order by product_id desc limit ${n(related.limit)})`,
          )
        : none
      ).as('related_products_json'),
      (related
        ? jsonRows(
            engine,
            REGULATION_REF,
            sql`select ${cols('r', REGULATION_REF)} from regulations as r
                  where r.id in (select regulation_id from regulation_matters where matter_id = m.id)${onlineOnly ? sql` and r.status = 'online'` : sql``}`,
          )
        : none
      ).as('related_regulations_json'),
      (related?.samples
        ? jsonRows(
            engine,
            [...SAMPLE_REF, 'updated_at'],
            sql`select ${cols('s', [...SAMPLE_REF, 'updated_at'])} from samples as s where s.matter_id = m.id${onlineSamples}
                  order by s.updated_at desc, s.id desc limit ${n(related.limit)}`,
          )
        : none
      ).as('related_samples_json'),
    ])
    .where('m.id', '=', id);
}

type Prepared = (runner: QueryRunner, id: number) => Promise<{ rows: DetailRow[] }>;
export type DetailRow = Awaited<ReturnType<ReturnType<typeof buildDetail>['executeTakeFirstOrThrow']>>;

const preparedOf = perDatabase(() => new Map<string, Prepared>());

/** Runs the detail statement of `shape` for matter `id`: its row, or undefined. */
export async function detailRow(db: Kysely<DB>, engine: Engine, shape: DetailShape, id: number) {
  const byShape = preparedOf(db);
  const key = JSON.stringify(shape);
  let run = byShape.get(key);
  if (!run) {
    run = preparedQuery((matterId: number) => buildDetail(db, engine, shape, matterId)) as Prepared;
    byShape.set(key, run);
  }
  return (await run(db, id)).rows[0];
}

/** The detail row as the service wants it: the matter row, link ids, counts, related views. */
export function detailOf(row: DetailRow, counts: MatterCounts, related: DetailShape['related']) {
  const {
    regulation_ids_json,
    product_ids_json,
    product_n: _p,
    sample_n: _s,
    product_online_n: _po,
    sample_online_n: _so,
    product_real_n: _pr,
    sample_real_n: _sr,
    links_v: _v,
    related_products_json,
    related_regulations_json,
    related_samples_json,
    ...matter
  } = row;
  // Sorted here too: the order inside an aggregate is the engines' habit, not a promise.
  const numbers = (json: string) => (JSON.parse(json) as number[]).map(Number);
  const byId = (dir: 1 | -1) => (a: Record<string, unknown>, b: Record<string, unknown>) =>
    dir * (Number(a.id) - Number(b.id));
  const newest = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    Number(b.updated_at) - Number(a.updated_at) || Number(b.id) - Number(a.id);
  return {
    row: matter,
    regulationIds: numbers(regulation_ids_json).sort((a, b) => a - b),
    productIds: numbers(product_ids_json).sort((a, b) => b - a),
    counts,
    related: related && {
      products: parseRows(related_products_json).sort(byId(-1)).map(productRef),
      regulations: parseRows(related_regulations_json).sort(byId(1)).map(regulationRef),
      samples: parseRows(related_samples_json).sort(newest).map(sampleRef),
    },
  };
}
