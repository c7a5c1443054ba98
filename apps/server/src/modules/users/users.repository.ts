import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/database';
import type { UsersTable } from '../../db/tables/users';

export type UserRow = Selectable<UsersTable>;

export function usersRepository(db: Kysely<DB>) {
  return {
    findByUsername(username: string) {
      return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
    },
    findById(id: number) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    insert(row: Insertable<UsersTable>) {
      return db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
    },
    update(id: number, patch: Updateable<UsersTable>) {
      return db.updateTable('users').set(patch).where('id', '=', id).execute();
    },
    count() {
      return db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    },
    listUsernames() {
      return db.selectFrom('users').select(['id', 'username', 'roles', 'role', 'status']).orderBy('id').execute();
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
