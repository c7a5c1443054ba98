import type { Kysely } from 'kysely';
import { CODE } from '@yaoshi/contracts';
import type { DB } from '../../db/database';
import { AppError } from '../../lib/errors';
import { nowSeconds } from '../../lib/time';
import { dnaUsageRepository } from './dna.repository';

const WINDOW_SECONDS = 600;
/** Jobs waiting for (or in) this process's worker beyond which new ones are refused. */
export const MAX_PENDING = 8;

/**
 * Keeps identification from being used to burn the servers' CPU: a user may send `perWindow`
 * query sequences per 10 minutes, counted in the database so every server process (WORKERS,
 * several hosts) shares one count; and no more than MAX_PENDING jobs queue for this process's
 * worker at once (42900 either way).
 */
export function dnaThrottle(db: Kysely<DB>, perWindow: number, now = nowSeconds) {
  const usage = dnaUsageRepository(db);
  const overQuota = () =>
    new AppError(CODE.RATE_LIMITED, 'dna.quota', { limit: perWindow, minutes: WINDOW_SECONDS / 60 });
  return {
    /**
     * Logs the queries first and counts with them included, so parallel requests cannot all
     * pass before any is logged; a request past the quota takes its row back.
     */
    async take(userId: number, n: number, pending: number): Promise<void> {
      if (pending >= MAX_PENDING) throw new AppError(CODE.RATE_LIMITED, 'dna.busy', { max: MAX_PENDING });
      const t = now();
      const id = await usage.record(userId, n, t);
      if ((await usage.usedSince(userId, t - WINDOW_SECONDS)) > perWindow) {
        await usage.remove(id);
        throw overQuota();
      }
      if (id % 100 === 0) await usage.prune(t - WINDOW_SECONDS);
    },
  };
}
