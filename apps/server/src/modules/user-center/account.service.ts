import type { PasswordChangeBody, UserBasicInfo, UserSession, userSaveInfoBodySchema } from '@yaoshi/contracts';
import type { z } from 'zod';
import { conflict, notFound, notLoggedIn, validationError } from '../../lib/errors';
import { t, type Lang } from '../../lib/i18n';
import { verifyPassword } from '../../lib/passwords';
import { nowSeconds } from '../../lib/time';
import type { AuthContext } from '../../types';
import type { LoginThrottle } from '../auth/login-throttle';
import type { SessionsService } from '../auth/sessions.service';
import type { UserRow, UsersService } from '../users/users.service';

type SaveInfo = z.output<typeof userSaveInfoBodySchema>;

const basicInfo = (u: UserRow): UserBasicInfo => ({
  email: u.email,
  nickname: u.nickname,
  countryRegion: u.country_region,
  area: u.area,
  address: u.address,
  profile: u.profile,
  phone: u.phone,
  avatar: u.avatar,
});

/** The signed-in user's own profile, password and sessions. */
export function accountService(deps: { users: UsersService; sessions: SessionsService; throttle: LoginThrottle }) {
  const { users, sessions } = deps;
  const me = async (auth: AuthContext) => {
    const row = await users.findById(auth.userId);
    if (!row) throw notLoggedIn();
    return row;
  };

  return {
    async getInfo(auth: AuthContext): Promise<UserBasicInfo> {
      return basicInfo(await me(auth));
    },

    async saveInfo(auth: AuthContext, body: SaveInfo): Promise<UserBasicInfo> {
      const row = await me(auth);
      await users.update(auth.userId, {
        email: body.email,
        nickname: body.nickname,
        country_region: body.countryRegion,
        area: body.area,
        address: body.address,
        profile: body.profile,
        // The profile doubles as the overview card's introduction.
        introduction: body.profile,
        phone: body.phone ?? row.phone,
        updated_at: nowSeconds(),
      });
      return basicInfo(await me(auth));
    },

    async setAvatar(auth: AuthContext, avatar: string): Promise<UserBasicInfo> {
      await users.update(auth.userId, { avatar, updated_at: nowSeconds() });
      return basicInfo(await me(auth));
    },

    /** Checks the current password, sets the new one and ends every other session ('ended' → 50012 there). */
    async changePassword(auth: AuthContext, body: PasswordChangeBody, lang: Lang, ip = '') {
      const row = await me(auth);
      const field = (name: string, key: string) => validationError(key, [{ field: name, message: t(lang, key) }]);
      const now = nowSeconds();
      // Throttled like login: a stolen session must not become a password-guessing oracle.
      await deps.throttle.admitPasswordCheck(row.username, ip, now);
      if (!(await verifyPassword(body.oldPassword, row.password_hash)))
        throw field('oldPassword', 'password.currentWrong');
      await deps.throttle.passwordCheckPassed(row.username);
      if (body.oldPassword === body.newPassword) throw field('newPassword', 'password.sameAsOld');
      await users.setPassword(auth.userId, body.newPassword);
      const res = await sessions.revokeOthers(auth.userId, auth.sessionId, nowSeconds());
      return { endedSessions: res.reduce((n, r) => n + Number(r.numUpdatedRows), 0) };
    },

    async sessions(auth: AuthContext): Promise<UserSession[]> {
      const rows = await sessions.listActive(auth.userId, nowSeconds());
      return rows.map((r) => ({
        id: Number(r.id),
        createdAt: Number(r.created_at),
        lastSeenAt: Number(r.last_seen_at),
        expiresAt: Number(r.expires_at),
        ip: r.ip,
        userAgent: r.user_agent,
        remember: r.remember === 1,
        current: Number(r.id) === auth.sessionId,
      }));
    },

    /** Ends one of the caller's own sessions; that device then gets 50012 (ended elsewhere). */
    async revokeSession(auth: AuthContext, id: number) {
      const now = nowSeconds();
      const active = await sessions.listActive(auth.userId, now);
      if (!active.some((s) => Number(s.id) === id)) throw notFound();
      // This session ends by signing out, which also clears the client.
      if (id === auth.sessionId) throw conflict('session.isCurrent');
      await sessions.revoke(id, now, 'ended');
      return { id };
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
