import type { Kysely, Updateable } from 'kysely';
import type { DB } from '../../db/database';
import type { UsersTable } from '../../db/tables/users';

/** Accounts as the people page lists them, their sessions, and the lab settings. */
export function peopleRepository(db: Kysely<DB>) {
  return {
    list: () =>
      db
        .selectFrom('users as u')
        .leftJoin(
          (eb) =>
            eb
              .selectFrom('sessions')
              .select(['user_id', (e) => e.fn.max('last_seen_at').as('last_seen_at')])
              .groupBy('user_id')
              .as('s'),
          (join) => join.onRef('s.user_id', '=', 'u.id'),
        )
        .select([
          'u.id',
          'u.username',
          'u.name',
          'u.email',
          'u.roles',
          'u.lab_capabilities',
          'u.status',
          'u.must_change_password',
          'u.created_at',
          's.last_seen_at',
        ])
        .orderBy('u.id')
        .execute(),
    findById: (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    findByUsername: (username: string) =>
      db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst(),
    update: (id: number, patch: Updateable<UsersTable>) =>
      db.updateTable('users').set(patch).where('id', '=', id).execute(),
    /** Active accounts granted admin, other than `exceptId`. */
    async otherActiveAdmins(exceptId: number): Promise<number> {
      const r = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'online')
        .where('roles', 'like', '%"admin"%')
        .where('id', '!=', exceptId)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    /** Ends every session of the account; its browsers learn it was ended elsewhere (50012). */
    endSessions: (userId: number, at: number) =>
      db
        .updateTable('sessions')
        .set({ revoked_at: at, revoked_reason: 'ended' })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute(),
    async setting(key: string): Promise<string | null> {
      const r = await db.selectFrom('lab_settings').select('value').where('key', '=', key).executeTakeFirst();
      return r?.value ?? null;
    },
    async putSetting(key: string, value: string, at: number, by: number | null) {
      await db
        .insertInto('lab_settings')
        .values({ key, value, updated_at: at, updated_by: by })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at, updated_by: by }))
        .execute();
    },
  };
}
export type PeopleRepository = ReturnType<typeof peopleRepository>;
