import type { SessionsRepository } from './sessions.repository';

/** Sessions as other modules see them (monitor, user center): the sessions repository behind the auth module. */
export function sessionsService(repo: SessionsRepository) {
  return {
    countActive: (at: number) => repo.countActive(at),
    listActive: (userId: number, at: number) => repo.listActive(userId, at),
    revoke: (id: number, at: number, reason: 'logout' | 'ended') => repo.revoke(id, at, reason),
    revokeOthers: (userId: number, keepId: number, at: number) => repo.revokeOthers(userId, keepId, at),
  };
}
export type SessionsService = ReturnType<typeof sessionsService>;
