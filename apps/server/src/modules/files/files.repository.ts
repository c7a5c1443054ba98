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
    async logUpload(row: { user_id: number; sha256: string; size: number; at: number }) {
      const { id } = await db.insertInto('upload_log').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(id);
    },
    deleteUploadLog: (id: number) => db.deleteFrom('upload_log').where('id', '=', id).execute(),
    /** The user's uploads since a time: how many, and their bytes. */
    async uploadsSince(userId: number, since: number) {
      const row = await db
        .selectFrom('upload_log')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('size').as('bytes')])
        .where('user_id', '=', userId)
        .where('at', '>', since)
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), bytes: Number(row.bytes ?? 0) };
    },
    pruneUploadLog: (before: number) => db.deleteFrom('upload_log').where('at', '<', before).execute(),
  };
}
