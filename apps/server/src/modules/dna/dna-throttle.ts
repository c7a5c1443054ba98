import { CODE } from '@yaoshi/contracts';
import { AppError } from '../../lib/errors';

const WINDOW_SECONDS = 600;
/** Jobs waiting for (or in) this process's worker beyond which new ones are refused. */
export const MAX_PENDING = 8;

/**
 * Keeps identification from being used to burn the server's CPU: a user may send
 * `perWindow` query sequences per 10 minutes (per server process; counted in memory since a
 * restart frees the CPU it protects anyway), and no more than MAX_PENDING jobs queue for the
 * worker at once (42900 either way).
 */
export function dnaThrottle(perWindow: number, now = () => Date.now() / 1000) {
  const used = new Map<number, { at: number; n: number }[]>();
  return {
    take(userId: number, n: number, pending: number) {
      if (pending >= MAX_PENDING) throw new AppError(CODE.RATE_LIMITED, 'dna.busy', { max: MAX_PENDING });
      const t = now();
      const recent = (used.get(userId) ?? []).filter((u) => u.at > t - WINDOW_SECONDS);
      const sum = recent.reduce((s, u) => s + u.n, 0);
      if (sum + n > perWindow) {
        used.set(userId, recent);
        throw new AppError(CODE.RATE_LIMITED, 'dna.quota', { limit: perWindow, minutes: WINDOW_SECONDS / 60 });
      }
      recent.push({ at: t, n });
      used.set(userId, recent);
    },
  };
}
