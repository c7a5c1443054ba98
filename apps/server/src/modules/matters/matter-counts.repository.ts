import { type Kysely, sql } from 'kysely';
import type { DB, Engine } from '../../db/database';
import { perDatabase } from '../records/per-database';
import type { LinkReach } from '../records/record-visibility';
import { quietSeqOver, VersionMemo } from '../records/version-memo';

/** A matter's product and sample counts (its detail's product_count and sample_count). */
export type MatterCounts = { products: number; samples: number };

export type { LinkReach };

/** A matter's counts for each reach of viewer (record-visibility.ts linkReach). */
export type ViewerCounts = Record<LinkReach, MatterCounts>;

/** The counts a viewer is shown. */
export const countsFor = (c: ViewerCounts, reach: LinkReach): MatterCounts => c[reach];

/**
 * Counts remembered per database handle at the matter links' write version (migration 0024:
 * bumped by every insert or delete of a sample or product link, and every change of a
 * `matter_id`; 0030: and every status change of a sample or product — through any process or
 * by hand). A detail statement reads the version (linksVersion) and uses a matter's
 * remembered counts only while it is unchanged.
 */
export const countsMemo = perDatabase(() => new VersionMemo<ViewerCounts>());

/** The tables whose writes move the version. */
const LINK_TABLES = ['samples', 'product_matters', 'products'] as const;

/** The counting columns of a statement over matters `m` (read back with viewerCounts). */
export const countColumns = () =>
  [
    sql<number>`(select count(*) from product_matters where matter_id = m.id)`.as('product_n'),
    sql<number>`(select count(*) from samples where matter_id = m.id)`.as('sample_n'),
    sql<number>`(select count(*) from product_matters as pm inner join products as p on p.id = pm.product_id
                 where pm.matter_id = m.id and p.status = 'online')`.as('product_online_n'),
    sql<number>`(select count(*) from samples where matter_id = m.id and status = 'online')`.as('sample_online_n'),
    sql<number>`(select count(*) from product_matters as pm inner join products as p on p.id = pm.product_id
                 where pm.matter_id = m.id and p.status = 'online' and p.is_demo = 0)`.as('product_real_n'),
    sql<number>`(select count(*) from samples where matter_id = m.id and status = 'online' and is_demo = 0)`.as(
      'sample_real_n',
    ),
  ] as const;

export const viewerCounts = (r: {
  product_n: unknown;
  sample_n: unknown;
  product_online_n: unknown;
  sample_online_n: unknown;
  product_real_n: unknown;
  sample_real_n: unknown;
}): ViewerCounts => ({
  all: { products: Number(r.product_n), samples: Number(r.sample_n) },
  online: { products: Number(r.product_online_n), samples: Number(r.sample_online_n) },
  real: { products: Number(r.product_real_n), samples: Number(r.sample_real_n) },
});
const LINKS_SEQ = 'matter_links_write_seq';

/**
 * The matter links' write version, read inside the caller's statement. SQLite: the
 * table_versions row, in the statement's own snapshot. PostgreSQL: the sequence, read after
 * the statement took its snapshot — a link write the snapshot misses has either bumped it
 * already (the version differs: counted again) or bumps it later, and then commits later too.
 */
export const linksVersion = (engine: Engine) =>
  engine === 'postgres'
    ? sql<number>`(select last_value from ${sql.table(LINKS_SEQ)})`
    : sql<number>`(select v from table_versions where name = 'matter_links')`;

/** PostgreSQL: the version while no transaction can write a link table, else null (version-memo.ts). */
export const quietLinksVersion = (db: Kysely<DB>) => quietSeqOver(db, LINKS_SEQ, LINK_TABLES);

/**
 * The counts of several matters (a list page's rows) as a viewer of `reach` is shown them. When every one is remembered, one short statement reads the version:
 * unchanged, the remembered counts are exact as of that read (a link write bumps it before it
 * commits). Otherwise they are all counted again, with the version read in the counting
 * statement, and remembered.
 */
export async function countsOf(
  db: Kysely<DB>,
  engine: Engine,
  ids: number[],
  reach: LinkReach,
): Promise<Map<number, MatterCounts>> {
  const out = new Map<number, MatterCounts>(ids.map((id) => [id, { products: 0, samples: 0 }]));
  if (ids.length === 0) return out;
  const memo = countsMemo(db);
  const known = ids.map((id) => memo.get(id));
  if (known.every((k) => k !== undefined)) {
    const { rows } = await sql<{ v: number }>`select ${linksVersion(engine)} as v`.execute(db);
    const version = Number(rows[0]?.v);
    if (known.every((k) => k.version === version)) {
      ids.forEach((id, i) => out.set(id, countsFor(known[i]!.value, reach)));
      return out;
    }
    memo.forget();
  }
  const quiet = engine === 'postgres' ? await quietLinksVersion(db) : null;
  const rows = await db
    .selectFrom('matters as m')
    .select(['m.id', ...countColumns(), linksVersion(engine).as('links_v')])
    .where('m.id', 'in', ids)
    .execute();
  for (const r of rows) {
    const counts = viewerCounts(r);
    out.set(Number(r.id), countsFor(counts, reach));
    // SQLite: counts and version from one snapshot; PostgreSQL: learnt only while quiet.
    if (engine === 'sqlite' || quiet === Number(r.links_v)) memo.remember(Number(r.id), Number(r.links_v), counts);
  }
  return out;
}
