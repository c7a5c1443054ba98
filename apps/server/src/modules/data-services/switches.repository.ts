import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';

/** On/off switches (data services, data-quality rules); a missing row means the default (on). */
export function switchesRepository(db: Kysely<DB>) {
  // Every visitor's catalogue read asks the open-API switch: built and compiled once.
  const byKey = preparedQuery((key: string) =>
    db.selectFrom('console_switches').select('enabled').where('key', '=', key),
  );
  return {
    list(prefix: string) {
      return db
        .selectFrom('console_switches as s')
        .leftJoin('users as u', 'u.id', 's.updated_by')
        .select(['s.key', 's.enabled', 's.updated_at', 'u.username'])
        .where('s.key', 'like', `${prefix}%`)
        .execute();
    },
    async get(key: string) {
      return (await byKey(db, key)).rows[0];
    },
    set(key: string, enabled: boolean, by: number, at: number) {
      const row = { key, enabled: enabled ? 1 : 0, updated_at: at, updated_by: by };
      return db
        .insertInto('console_switches')
        .values(row)
        .onConflict((oc) => oc.column('key').doUpdateSet({ enabled: row.enabled, updated_at: at, updated_by: by }))
        .execute();
    },
  };
}
export type SwitchesRepository = ReturnType<typeof switchesRepository>;
