import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';
import { rateLimited } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/passwords';
import { type ThrottleRepository, throttleRepository } from './throttle.repository';

/**
 * Login throttling (docs/operations.md, "Accounts"). Failures are counted in the database over a sliding
 * window. A browser that signed in to the account before carries a device token (an HttpOnly
 * cookie, OWASP's "device cookie"): it is judged only by its own failures, so nobody can lock
 * the real user out from another address or from behind the same NAT. Every other browser is
 * limited per account and address, per address, and per account across all addresses; the
 * account-wide limit spares addresses the account already signed in from.
 */
export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  /** Unknown browser: failures for one account from one address. */
  perPair: 10,
  /** Unknown browsers: failures from one address over all accounts. */
  perAddress: 50,
  /** Unknown browsers at unknown addresses: failures for one account over all addresses. */
  perAccount: 20,
  /** A known device of the account: its own failures. */
  perDevice: 10,
} as const;

/** Wrong current passwords on a password change, per account. */
export const PASSWORD_LIMITS = { windowSeconds: 15 * 60, perAccount: 5 } as const;

/** Device tokens a browser keeps (one per account it signed in to, newest last). */
const MAX_DEVICES_PER_BROWSER = 5;
/** Known devices kept per account, most recently used first. */
export const DEVICES_PER_ACCOUNT = 20;
/** A device unused this long is forgotten. */
export const DEVICE_SECONDS = 365 * 86400;

const windowMinutes = Math.ceil(LOGIN_LIMITS.windowSeconds / 60);

export function loginThrottle(repo: ThrottleRepository) {
  return {
    /**
     * Refuses (42900) an attempt that may not even be checked, before the password is looked at.
     * The attempt is written as a failure *first* and the counts include it, so a burst of
     * parallel guesses cannot all pass the check before any of them is recorded; a refused
     * attempt takes its row back (it was never checked), a good password clears it.
     * Returns the caller's trusted device for this account (or null) and the attempt's row.
     */
    async admit(a: { username: string; userId: number | null; ip: string; deviceTokens: string[]; now: number }) {
      const since = a.now - LOGIN_LIMITS.windowSeconds;
      const devices = a.userId === null ? [] : await repo.findDevices(a.deviceTokens.map(hashToken));
      const device = devices.find((d) => Number(d.user_id) === a.userId);
      const deviceId = device ? Number(device.id) : null;
      const attemptId = await repo.recordFailure({
        kind: 'login',
        username: a.username,
        ip: a.ip,
        at: a.now,
        deviceId,
      });
      const refuse = async () => {
        await repo.deleteFailure(attemptId);
        return rateLimited(windowMinutes);
      };
      if (deviceId !== null) {
        if ((await repo.deviceLoginFailures(deviceId, since)) > LOGIN_LIMITS.perDevice) throw await refuse();
        return { deviceId, attemptId };
      }
      const f = await repo.untrustedLoginFailures(a.username, a.ip, since);
      if (f.pair > LOGIN_LIMITS.perPair || f.address > LOGIN_LIMITS.perAddress) throw await refuse();
      if (f.account > LOGIN_LIMITS.perAccount && !(a.userId !== null && (await repo.knownAddress(a.userId, a.ip))))
        throw await refuse();
      return { deviceId, attemptId };
    },

    /** The password was right but the sign-in stops for another reason (a disabled account). */
    release: (attemptId: number) => repo.deleteFailure(attemptId),

    /**
     * After a good password: clears this pair's (or device's) failures and returns the device
     * tokens the browser keeps from now on (a new one when it was not yet trusted).
     */
    async succeeded(a: {
      username: string;
      userId: number;
      ip: string;
      deviceId: number | null;
      deviceTokens: string[];
      now: number;
    }) {
      await repo.clearLoginFailures(a.username, a.ip, a.deviceId);
      // Counters older than any window are useless; a success is a cheap, regular moment to drop them.
      await repo.pruneFailures(a.now - 86400);
      if (a.deviceId !== null) {
        await repo.touchDevice(a.deviceId, a.now);
        return a.deviceTokens;
      }
      const { token, hash } = newToken();
      await repo.addDevice(a.userId, hash, a.now);
      await repo.trimDevices(a.userId, DEVICES_PER_ACCOUNT);
      await repo.pruneDevices(a.now - DEVICE_SECONDS);
      return [...a.deviceTokens, token].slice(-MAX_DEVICES_PER_BROWSER);
    },

    /**
     * Password change: call before checking the current password; the attempt is written first,
     * like a login attempt, and stays as a failure unless passwordCheckPassed clears it.
     */
    async admitPasswordCheck(username: string, ip: string, now: number) {
      const since = now - PASSWORD_LIMITS.windowSeconds;
      const attemptId = await repo.recordFailure({ kind: 'password', username, ip, at: now, deviceId: null });
      if ((await repo.passwordFailures(username, since)) > PASSWORD_LIMITS.perAccount) {
        await repo.deleteFailure(attemptId);
        throw rateLimited(Math.ceil(PASSWORD_LIMITS.windowSeconds / 60));
      }
      return attemptId;
    },
    passwordCheckPassed: (username: string) => repo.clearPasswordFailures(username),
  };
}
export type LoginThrottle = ReturnType<typeof loginThrottle>;

/** The throttle over `db`, for another module that checks a password again (the lifecycle's signatures). */
export const loginThrottleOn = (db: Kysely<DB>): LoginThrottle => loginThrottle(throttleRepository(db));
