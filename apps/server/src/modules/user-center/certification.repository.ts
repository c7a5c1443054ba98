import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/database';
import type { CertificationsTable } from '../../db/tables/console';

export function certificationRepository(db: Kysely<DB>) {
  return {
    /** A user's submissions, newest first. */
    listForUser(userId: number) {
      return db
        .selectFrom('certifications')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    find(id: number) {
      return db.selectFrom('certifications').selectAll().where('id', '=', id).executeTakeFirst();
    },
    insert(row: Insertable<CertificationsTable>) {
      return db.insertInto('certifications').values(row).returning('id').executeTakeFirstOrThrow();
    },
    async pass(id: number, by: number, at: number) {
      const res = await db
        .updateTable('certifications')
        .set({ status: 'pass', reviewed_at: at, reviewed_by: by })
        .where('id', '=', id)
        .where('status', '=', 'auditing')
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    async list(status: string | undefined, offset: number, limit: number) {
      let q = db.selectFrom('certifications as c').innerJoin('users as u', 'u.id', 'c.user_id');
      if (status) q = q.where('c.status', '=', status);
      const [rows, total] = await Promise.all([
        q
          .select(['c.id', 'u.username', 'c.enterprise_name', 'c.organization_code', 'c.status', 'c.created_at'])
          .orderBy('c.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
    countForUser(userId: number) {
      return db
        .selectFrom('certifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    },
  };
}
export type CertificationRepository = ReturnType<typeof certificationRepository>;
