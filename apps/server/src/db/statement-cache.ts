import type BetterSqlite3 from 'better-sqlite3';

/** Statements kept per connection; the SQL of a list varies with its `in (…)` lengths. */
const CACHE_SIZE = 500;
const DDL = /^\s*(create|alter|drop|reindex|vacuum|attach|detach)\b/i;

/**
 * The database Kysely's SqliteDriver sees: `prepare` answers a statement already prepared for
 * the same SQL when there is one. Kysely prepares a statement per query, and preparing (with
 * better-sqlite3 building its row factory) cost about as much as running a short indexed read.
 * A statement still being iterated (streamed) is never handed out again; DDL empties the cache
 * (a statement prepared before a column was added must not keep its old row shape).
 */
export function cachingDatabase(sqlite: BetterSqlite3.Database, size = CACHE_SIZE) {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(sql: string): BetterSqlite3.Statement {
      if (DDL.test(sql)) {
        cache.clear();
        return sqlite.prepare(sql);
      }
      const kept = cache.get(sql);
      if (kept && !kept.busy) {
        cache.delete(sql); // most recently used last
        cache.set(sql, kept);
        return kept;
      }
      const stmt = sqlite.prepare(sql);
      if (!kept) {
        cache.set(sql, stmt);
        if (cache.size > size) cache.delete(cache.keys().next().value!);
      }
      return stmt;
    },
    close() {
      cache.clear();
      sqlite.close();
    },
  };
}
