import type { LoginBody, LoginResult, Role } from '@yaoshi/contracts';
import { AppError, forbidden, notLoggedIn, sessionEnded, sessionExpired } from '../../lib/errors';
import { CODE } from '@yaoshi/contracts';
import { hashToken, newToken, verifyPassword } from '../../lib/passwords';
import { nowSeconds } from '../../lib/time';
import type { AuthContext } from '../../types';
import { type UsersService, parseCapabilities, parseRoles, toUserInfo } from '../users/users.service';
import type { LoginThrottle } from './login-throttle';
import type { SessionsRepository } from './sessions.repository';

/** Only write last_seen_at this often, not on every request. */
const TOUCH_EVERY_SECONDS = 60;

// A hash to compare against when the account does not exist, so timing does not tell.
const DUMMY_HASH = 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA$' + 'A'.repeat(43);

export interface AuthDeps {
  sessions: SessionsRepository;
  users: UsersService;
  throttle: LoginThrottle;
  sessionSeconds: number;
  rememberSeconds: number;
}

export function authService({ sessions, users, throttle, sessionSeconds, rememberSeconds }: AuthDeps) {
  return {
    /**
     * Signs in. `deviceTokens` are the browser's device cookie; the answer carries the tokens it
     * keeps from now on (see login-throttle.ts).
     */
    async login(
      body: LoginBody,
      client: { ip: string; userAgent: string; deviceTokens?: string[] },
    ): Promise<{ result: LoginResult; deviceTokens: string[] }> {
      const now = nowSeconds();
      const user = await users.findByUsername(body.username);
      const userId = user ? Number(user.id) : null;
      const deviceTokens = client.deviceTokens ?? [];
      const attempt = { username: body.username, userId, ip: client.ip, deviceTokens, now };
      const { deviceId, attemptId } = await throttle.admit(attempt);
      const valid = await verifyPassword(body.password, user?.password_hash ?? DUMMY_HASH);
      // A wrong password keeps the attempt's row as a failure.
      // 40000 (not 50008): the client must not treat a typo as a lost session.
      if (!user || !valid) throw new AppError(CODE.VALIDATION, 'auth.wrongCredentials', {}, null, 401);
      if (user.status !== 'online') {
        await throttle.release(attemptId);
        throw forbidden('auth.accountDisabled');
      }
      const kept = await throttle.succeeded({
        username: body.username,
        userId: Number(user.id),
        ip: client.ip,
        deviceId,
        deviceTokens,
        now,
      });
      const ttl = body.remember ? rememberSeconds : sessionSeconds;
      const { token, hash } = newToken();
      const roles = parseRoles(user.roles);
      // The session starts in the account's default role; switching later changes this session only.
      const role = (roles.includes(user.role as Role) ? user.role : roles[0]) as Role;
      await sessions.create({
        user_id: user.id,
        token_hash: hash,
        created_at: now,
        expires_at: now + ttl,
        remember: body.remember ? 1 : 0,
        ip: client.ip,
        user_agent: client.userAgent.slice(0, 300),
        role,
      });
      return {
        result: { userinfo: { ...toUserInfo(user), role, token, expires_in: ttl, expiretime: now + ttl } },
        deviceTokens: kept,
      };
    },

    /** Resolves a token to who is calling, or the error that explains why it cannot be used. */
    async resolve(token: string | undefined): Promise<AuthContext | AppError> {
      if (!token) return notLoggedIn();
      const row = await sessions.findByHash(hashToken(token));
      if (!row) return notLoggedIn();
      // Signed out here or ended elsewhere: either way this session ended (50012), unlike a token never issued.
      if (row.revoked_at !== null) return sessionEnded();
      const now = nowSeconds();
      if (row.expires_at <= now) return sessionExpired();
      if (row.status !== 'online') return notLoggedIn();
      // Off the request's path: a write may wait for the lock behind an import (sqlite-lock-wait.ts),
      // and a lost "last seen" time costs nothing but its display.
      if (now - row.last_seen_at >= TOUCH_EVERY_SECONDS) sessions.touch(row.session_id, now).catch(() => {});
      const roles = parseRoles(row.roles);
      // The session's own role; a session older than 0007 (null) or a role since withdrawn falls back.
      const role = [row.session_role, row.role].find((r) => roles.includes(r as Role)) ?? roles[0];
      return {
        userId: row.user_id,
        sessionId: row.session_id,
        username: row.username,
        role: role as Role,
        roles,
        capabilities: parseCapabilities(row.lab_capabilities),
        mustChangePassword: row.must_change_password === 1,
      };
    },

    async logout(auth: AuthContext) {
      await sessions.revoke(auth.sessionId, nowSeconds(), 'logout');
    },

    async info(auth: AuthContext) {
      const user = await users.findById(auth.userId);
      if (!user) throw notLoggedIn();
      // The role is this session's, not the account's default.
      return { ...toUserInfo(user), role: auth.role };
    },

    /**
     * Sets this session's role to the one asked for (never a toggle: a repeated or crossed call
     * must not flip a curator back), for an account granted it; the other sessions keep theirs.
     */
    async switchRole(auth: AuthContext, role: Role): Promise<Role> {
      if (!auth.roles.includes(role)) throw new AppError(CODE.FORBIDDEN, 'auth.roleNotHeld', { role });
      if (role !== auth.role) await sessions.setRole(auth.sessionId, role);
      return role;
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
