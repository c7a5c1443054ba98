import type BetterSqlite3 from 'better-sqlite3';
import type { CompiledQuery, DatabaseConnection, QueryResult } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long a write waits for the SQLite write lock, in all. Another connection may hold it
 * for a while: an import's worker thread (one all-or-nothing transaction of thousands of
 * rows), or another server process (WORKERS).
 */
export const LOCK_WAIT_MS = 60_000;
/**
 * busy_timeout of a connection: how long SQLite itself may wait, by sleeping in the calling
 * thread. Kept short: better-sqlite3 is synchronous, so that wait stops the event loop (a
 * 5 s busy_timeout held every request of the process for 5 s behind a long import). Past it
 * we wait here, asynchronously, with the connection let go so reads go on meanwhile.
 */
export const SYNC_BUSY_MS = 10;

/** What of Kysely's SqliteDriver the wait needs: its one-connection mutex. */
interface Mutex {
  acquire(): Promise<unknown>;
  release(): Promise<void>;
}

const isBusy = (err: unknown) => {
  const code = (err as { code?: string }).code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT';
};

/**
 * Runs `fn` (BEGIN IMMEDIATE, or a statement outside any transaction) until it gets past a
 * lock held by another connection. Between tries no transaction is open on this connection,
 * so it is released to other queries; a lock lost inside a transaction is not retried here
 * (the transaction fails as before).
 */
export async function waitForLock<T>(sqlite: BetterSqlite3.Database, mutex: Mutex, fn: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
    try {
      return await fn();
    } catch (err) {
      if (!isBusy(err) || sqlite.inTransaction || Date.now() + pause > deadline) throw err;
    }
    await mutex.release();
    await sleep(pause);
    await mutex.acquire();
  }
}

/** The wrapper of each connection, made once: see lockWaitingConnection. */
const wrappers = new WeakMap<DatabaseConnection, DatabaseConnection>();

/**
 * A connection whose statements outside a transaction wait for the lock asynchronously. The
 * same wrapper is answered for the same connection on every acquire: Kysely instruments each
 * connection object it has not seen before (its query log), so a new wrapper per query would be
 * instrumented again on every query.
 */
export function lockWaitingConnection(
  sqlite: BetterSqlite3.Database,
  mutex: Mutex,
  connection: DatabaseConnection,
): DatabaseConnection {
  let wrapper = wrappers.get(connection);
  if (!wrapper) {
    wrapper = {
      executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        if (sqlite.inTransaction) return connection.executeQuery<R>(query);
        return waitForLock(sqlite, mutex, () => connection.executeQuery<R>(query));
      },
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    };
    wrappers.set(connection, wrapper);
  }
  return wrapper;
}
