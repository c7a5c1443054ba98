import { type Kysely, sql } from 'kysely';
import type { DB, Engine } from '../../db/database';
import { memoOf, quietSeqOver, VersionMemo } from '../records/version-memo';

/** A matter's product and sample counts (its detail's product_count and sample_count). */
export type MatterCounts = { products: number; samples: number };

/**
 * Counts remembered per database handle at the matter links' write version (migration 0024:
 * bumped by every insert or delete of a sample or product link, and every change of a
 * `matter_id`, through any process or by hand). A detail statement reads the version
 * (linksVersion) and uses a matter's remembered counts only while it is unchanged.
 */
const memos = new WeakMap<Kysely<DB>, VersionMemo<MatterCounts>>();
export const countsMemo = (db: Kysely<DB>) => memoOf(memos, db);

/** The tables whose writes move the version. */
const LINK_TABLES = ['samples', 'product_matters'] as const;
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
