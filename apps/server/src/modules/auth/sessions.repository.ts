import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';

export function sessionsRepository(db: Kysely<DB>) {
  // Every signed-in request looks its session up: built and compiled once (prepared-query.ts).
  const byHash = preparedQuery((tokenHash: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as session_id',
        'sessions.expires_at',
        'sessions.revoked_at',
        'sessions.revoked_reason',
        'sessions.last_seen_at',
        'sessions.role as session_role',
        'users.id as user_id',
        'users.username',
        'users.role',
        'users.roles',
        'users.status',
        'users.lab_capabilities',
        'users.must_change_password',
      ])
      .where('sessions.token_hash', '=', tokenHash),
  );
  return {
    create(row: {
      user_id: number;
      token_hash: string;
      created_at: number;
      expires_at: number;
      remember: number;
      ip: string;
      user_agent: string;
      role: string;
    }) {
      return db
        .insertInto('sessions')
        .values({ ...row, last_seen_at: row.created_at })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
    async findByHash(tokenHash: string) {
      return (await byHash(db, tokenHash)).rows[0];
    },
    setRole(id: number, role: string) {
      return db.updateTable('sessions').set({ role }).where('id', '=', id).execute();
    },
    touch(id: number, at: number) {
      return db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
    },
    revoke(id: number, at: number, reason: 'logout' | 'ended') {
      return db
        .updateTable('sessions')
        .set({ revoked_at: at, revoked_reason: reason })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },
    revokeOthers(userId: number, keepId: number, at: number) {
      return db
        .updateTable('sessions')
        .set({ revoked_at: at, revoked_reason: 'ended' })
        .where('user_id', '=', userId)
        .where('id', '!=', keepId)
        .where('revoked_at', 'is', null)
        .execute();
    },
    listActive(userId: number, at: number) {
      return db
        .selectFrom('sessions')
        .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'ip', 'user_agent', 'remember'])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .orderBy('last_seen_at', 'desc')
        .execute();
    },
    countActive(at: number) {
      return db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirstOrThrow();
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
