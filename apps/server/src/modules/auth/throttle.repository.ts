import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';

export type FailureKind = 'login' | 'password';

/**
 * Counters for login and password-change throttling and the known-device list. They live in
 * the database so every server process (WORKERS, several hosts) sees the same counts.
 */
export function throttleRepository(db: Kysely<DB>) {
  const failures = (kind: FailureKind, since: number) =>
    db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', kind)
      .where('at', '>', since);
  const n = async (q: ReturnType<typeof failures>) => Number((await q.executeTakeFirstOrThrow()).n);

  return {
    /** Writes a failure (or an attempt about to be checked); returns its id. */
    async recordFailure(row: { kind: FailureKind; username: string; ip: string; at: number; deviceId: number | null }) {
      const { id } = await db
        .insertInto('login_failures')
        .values({ kind: row.kind, username: row.username, ip: row.ip, at: row.at, device_id: row.deviceId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(id);
    },
    deleteFailure: (id: number) => db.deleteFrom('login_failures').where('id', '=', id).execute(),

    /** Failed logins of unknown browsers: this account at this address, this address, this account. */
    async untrustedLoginFailures(username: string, ip: string, since: number) {
      const untrusted = () => failures('login', since).where('device_id', 'is', null);
      const [pair, address, account] = await Promise.all([
        n(untrusted().where('username', '=', username).where('ip', '=', ip)),
        n(untrusted().where('ip', '=', ip)),
        n(untrusted().where('username', '=', username)),
      ]);
      return { pair, address, account };
    },
    deviceLoginFailures: (deviceId: number, since: number) =>
      n(failures('login', since).where('device_id', '=', deviceId)),
    passwordFailures: (username: string, since: number) =>
      n(failures('password', since).where('username', '=', username)),

    /** After a success: the pair (or the device) starts afresh; the account-wide count stays. */
    clearLoginFailures(username: string, ip: string, deviceId: number | null) {
      let q = db.deleteFrom('login_failures').where('kind', '=', 'login').where('username', '=', username);
      q =
        deviceId === null ? q.where('ip', '=', ip).where('device_id', 'is', null) : q.where('device_id', '=', deviceId);
      return q.execute();
    },
    clearPasswordFailures: (username: string) =>
      db.deleteFrom('login_failures').where('kind', '=', 'password').where('username', '=', username).execute(),
    pruneFailures: (before: number) => db.deleteFrom('login_failures').where('at', '<', before).execute(),

    /** Whether this account ever had a session from this address (a known address). */
    async knownAddress(userId: number, ip: string) {
      const row = await db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', userId)
        .where('ip', '=', ip)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    findDevices: (hashes: string[]) =>
      hashes.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('login_devices')
            .select(['id', 'user_id', 'token_hash'])
            .where('token_hash', 'in', hashes)
            .execute(),
    addDevice: (userId: number, tokenHash: string, at: number) =>
      db
        .insertInto('login_devices')
        .values({ user_id: userId, token_hash: tokenHash, created_at: at, last_used_at: at })
        .execute(),
    touchDevice: (id: number, at: number) =>
      db.updateTable('login_devices').set({ last_used_at: at }).where('id', '=', id).execute(),
    /** Keeps the account's `keep` most recently used devices (scripts without cookies add one per login). */
    trimDevices: (userId: number, keep: number) =>
      db
        .deleteFrom('login_devices')
        .where('user_id', '=', userId)
        .where(
          'id',
          'not in',
          db
            .selectFrom('login_devices')
            .select('id')
            .where('user_id', '=', userId)
            .orderBy('last_used_at', 'desc')
            .orderBy('id', 'desc')
            .limit(keep),
        )
        .execute(),
    /** Devices unused for this long are forgotten (the cookie outlives nothing it needs). */
    pruneDevices: (before: number) => db.deleteFrom('login_devices').where('last_used_at', '<', before).execute(),
  };
}
export type ThrottleRepository = ReturnType<typeof throttleRepository>;
