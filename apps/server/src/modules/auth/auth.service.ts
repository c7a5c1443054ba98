import type { LoginBody, LoginResult, Role } from '@yaoshi/contracts';
import { AppError, forbidden, notLoggedIn, rateLimited, sessionEnded, sessionExpired } from '../../lib/errors';
import { CODE } from '@yaoshi/contracts';
import { hashToken, newToken, verifyPassword } from '../../lib/passwords';
import { nowSeconds } from '../../lib/time';
import type { AuthContext } from '../../types';
import type { UsersRepository } from '../users/users.repository';
import { parseRoles, toUserInfo } from '../users/users.service';
import type { SessionsRepository } from './sessions.repository';

export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const THROTTLE_PER_ACCOUNT = 10;
export const THROTTLE_PER_ADDRESS = 50;
/** Only write last_seen_at this often, not on every request. */
const TOUCH_EVERY_SECONDS = 60;

// A hash to compare against when the account does not exist, so timing does not tell.
const DUMMY_HASH = 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA$' + 'A'.repeat(43);

export interface AuthDeps {
  sessions: SessionsRepository;
  users: UsersRepository;
  sessionSeconds: number;
  rememberSeconds: number;
}

export function authService({ sessions, users, sessionSeconds, rememberSeconds }: AuthDeps) {
  return {
    async login(body: LoginBody, client: { ip: string; userAgent: string }): Promise<LoginResult> {
      const now = nowSeconds();
      const since = now - THROTTLE_WINDOW_SECONDS;
      const failures = await sessions.countFailures(body.username, client.ip, since);
      if (failures.byAccount >= THROTTLE_PER_ACCOUNT || failures.byIp >= THROTTLE_PER_ADDRESS) {
        throw rateLimited(Math.ceil(THROTTLE_WINDOW_SECONDS / 60));
      }
      const user = await users.findByUsername(body.username);
      const valid = await verifyPassword(body.password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !valid) {
        await sessions.recordFailure(body.username, client.ip, now);
        // 40000 (not 50008): the client must not treat a typo as a lost session.
        throw new AppError(CODE.VALIDATION, 'auth.wrongCredentials', {}, null, 401);
      }
      if (user.status !== 'online') throw forbidden('auth.accountDisabled');
      await sessions.clearFailures(body.username, client.ip);
      const ttl = body.remember ? rememberSeconds : sessionSeconds;
      const { token, hash } = newToken();
      await sessions.create({
        user_id: user.id,
        token_hash: hash,
        created_at: now,
        expires_at: now + ttl,
        remember: body.remember ? 1 : 0,
        ip: client.ip,
        user_agent: client.userAgent.slice(0, 300),
      });
      return { userinfo: { ...toUserInfo(user), token, expires_in: ttl, expiretime: now + ttl } };
    },

    /** Resolves a token to who is calling, or the error that explains why it cannot be used. */
    async resolve(token: string | undefined): Promise<AuthContext | AppError> {
      if (!token) return notLoggedIn();
      const row = await sessions.findByHash(hashToken(token));
      if (!row) return notLoggedIn();
      if (row.revoked_at !== null) return row.revoked_reason === 'ended' ? sessionEnded() : notLoggedIn();
      const now = nowSeconds();
      if (row.expires_at <= now) return sessionExpired();
      if (row.status !== 'online') return notLoggedIn();
      if (now - row.last_seen_at >= TOUCH_EVERY_SECONDS) await sessions.touch(row.session_id, now);
      const roles = parseRoles(row.roles);
      const role = (roles.includes(row.role as Role) ? row.role : roles[0]) as Role;
      return { userId: row.user_id, sessionId: row.session_id, username: row.username, role, roles };
    },

    async logout(auth: AuthContext) {
      await sessions.revoke(auth.sessionId, nowSeconds(), 'logout');
    },

    async info(auth: AuthContext) {
      const user = await users.findById(auth.userId);
      if (!user) throw notLoggedIn();
      return toUserInfo(user);
    },

    /** Toggles user ⇄ admin, only for an account granted both. */
    async switchRole(auth: AuthContext): Promise<Role> {
      if (!auth.roles.includes('admin') || !auth.roles.includes('user')) throw forbidden('auth.cannotSwitchRole');
      const next: Role = auth.role === 'admin' ? 'user' : 'admin';
      await users.update(auth.userId, { role: next, updated_at: nowSeconds() });
      return next;
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
