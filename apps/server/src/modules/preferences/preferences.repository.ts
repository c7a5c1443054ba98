import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';

/** The only code that reads and writes `user_preferences`. */
export function preferencesRepository(db: Kysely<DB>) {
  return {
    get(userId: number, key: string) {
      return db
        .selectFrom('user_preferences')
        .select(['value', 'updated_at'])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
    },
    async count(userId: number): Promise<number> {
      const row = await db
        .selectFrom('user_preferences')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async put(userId: number, key: string, value: string, now: number) {
      await db
        .insertInto('user_preferences')
        .values({ user_id: userId, key, value, updated_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ value, updated_at: now }))
        .execute();
    },
    async remove(userId: number, key: string) {
      await db.deleteFrom('user_preferences').where('user_id', '=', userId).where('key', '=', key).execute();
    },
  };
}
export type PreferencesRepository = ReturnType<typeof preferencesRepository>;
