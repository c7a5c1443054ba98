/**
 * Write races on the database, told apart the same way on both engines.
 *
 * PostgreSQL aborts one of two transactions that wait on each other (deadlock, 40P01) or
 * that cannot be serialised (40001); the aborted one did nothing and succeeds when run
 * again, so write transactions are retried a few times with a small jittered backoff.
 * A unique-key race (23505 / SQLITE_CONSTRAINT_UNIQUE) is retried too: on the next run the
 * service's own check sees the committed row and answers 40900 naming the field, and an
 * automatic number is taken afresh. What still fails after the retries becomes 40900, never 500.
 */

const TRANSIENT_PG_CODES = new Set(['40P01', '40001']);
const UNIQUE_CODES = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
/** PostgreSQL cannot store the text (NUL: 22021; untranslatable character: 22P05). */
const UNSTORABLE_PG_CODES = new Set(['22021', '22P05']);

function codeOf(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Another process held the SQLite write lock past busy_timeout: the client may try again. */
export function isBusy(err: unknown): boolean {
  const code = codeOf(err);
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}

/** A deadlock or serialization failure: running the transaction again may succeed. */
export function isTransientConflict(err: unknown): boolean {
  const code = codeOf(err);
  return code !== undefined && TRANSIENT_PG_CODES.has(code);
}

/** A unique (or primary) key violation on either engine. */
export function isUniqueViolation(err: unknown): boolean {
  const code = codeOf(err);
  return code !== undefined && UNIQUE_CODES.has(code);
}

export function isUnstorableText(err: unknown): boolean {
  const code = codeOf(err);
  return code !== undefined && UNSTORABLE_PG_CODES.has(code);
}

/**
 * The columns a unique violation names: PostgreSQL's detail `Key (material_num)=(…) already
 * exists.`, SQLite's message `UNIQUE constraint failed: matters.material_num`. Empty when the
 * key is an expression or unknown.
 */
export function uniqueViolationColumns(err: unknown): string[] {
  const e = err as { detail?: unknown; message?: unknown };
  const detail = typeof e.detail === 'string' ? e.detail : '';
  const pg = /^Key \(([^)]*)\)=/.exec(detail);
  if (pg) {
    const cols = pg[1]!.split(',').map((c) => c.trim());
    return cols.every((c) => /^[a-z_][a-z0-9_]*$/i.test(c)) ? cols : [];
  }
  const message = typeof e.message === 'string' ? e.message : '';
  const lite = /constraint failed: (.+)$/.exec(message);
  if (lite) {
    const cols = lite[1]!.split(',').map((c) => c.trim().split('.').pop() ?? '');
    return cols.every((c) => /^[a-z_][a-z0-9_]*$/i.test(c)) ? cols : [];
  }
  return [];
}

export interface RetryOptions {
  /** Runs in all, the first included. */
  attempts?: number;
  /** Backoff before the 2nd run, doubled each time and jittered ±50 %. */
  baseDelayMs?: number;
  /** Runs again after a unique violation (at most this many times). */
  uniqueRetries?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `fn` (a whole transaction) again after a deadlock, serialization failure or unique race. */
export async function withWriteRetry<T>(fn: () => Promise<T>, opts: RetryOptions = {}): Promise<T> {
  const attempts = opts.attempts ?? 5;
  const base = opts.baseDelayMs ?? 8;
  let uniqueLeft = opts.uniqueRetries ?? 2;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      const transient = isTransientConflict(err);
      const unique = !transient && isUniqueViolation(err) && uniqueLeft > 0;
      if (attempt >= attempts || (!transient && !unique)) throw err;
      if (unique) uniqueLeft--;
      await sleep(base * 2 ** (attempt - 1) * (0.5 + Math.random()));
    }
  }
}
