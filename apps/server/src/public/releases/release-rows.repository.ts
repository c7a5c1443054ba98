import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/database';
import type { DataReleasesTable } from '../../db/tables/releases';

export type ReleaseRow = Selectable<DataReleasesTable>;

/** The data_releases table: one row per release, its build state and its files' sums. */
export function releaseRowsRepository(db: Kysely<DB>) {
  return {
    /** Newest cut first. */
    all(): Promise<ReleaseRow[]> {
      return db.selectFrom('data_releases').selectAll().orderBy('id', 'desc').execute();
    },
    byVersion(version: string): Promise<ReleaseRow | undefined> {
      return db.selectFrom('data_releases').selectAll().where('version', '=', version).executeTakeFirst();
    },
    versionsLike(prefix: string): Promise<string[]> {
      return db
        .selectFrom('data_releases')
        .select('version')
        .where('version', 'like', `${prefix}%`)
        .execute()
        .then((rows) => rows.map((r) => r.version));
    },
    building(): Promise<ReleaseRow[]> {
      return db.selectFrom('data_releases').selectAll().where('state', '=', 'building').execute();
    },
    /** The last ready release: the one a new release is compared with. */
    latestReady(): Promise<ReleaseRow | undefined> {
      return db
        .selectFrom('data_releases')
        .selectAll()
        .where('state', '=', 'ready')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },
    async insert(row: Insertable<DataReleasesTable>): Promise<void> {
      await db.insertInto('data_releases').values(row).execute();
    },
    /** Updates a release still building (a finished one is never rewritten, but for its DOI). */
    async updateBuilding(version: string, set: Updateable<DataReleasesTable>): Promise<void> {
      await db
        .updateTable('data_releases')
        .set(set)
        .where('version', '=', version)
        .where('state', '=', 'building')
        .execute();
    },
    async setDoi(version: string, doi: string | null): Promise<void> {
      await db.updateTable('data_releases').set({ doi }).where('version', '=', version).execute();
    },
  };
}
export type ReleaseRowsRepository = ReturnType<typeof releaseRowsRepository>;
