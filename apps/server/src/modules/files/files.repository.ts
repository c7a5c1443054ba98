import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';

export function filesRepository(db: Kysely<DB>) {
  return {
    meta: (sha256: string) =>
      db
        .selectFrom('files')
        .select(['sha256', 'mime', 'size', 'name', 'created_at'])
        .where('sha256', '=', sha256)
        .executeTakeFirst(),
    get: (sha256: string) => db.selectFrom('files').selectAll().where('sha256', '=', sha256).executeTakeFirst(),
    async insert(row: {
      sha256: string;
      mime: string;
      size: number;
      name: string;
      data: Buffer;
      created_at: number;
      created_by: number | null;
    }) {
      // The same content twice is the same blob.
      await db
        .insertInto('files')
        .values(row)
        .onConflict((oc) => oc.column('sha256').doNothing())
        .execute();
    },
  };
}
