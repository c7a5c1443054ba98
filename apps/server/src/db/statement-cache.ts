import type BetterSqlite3 from 'better-sqlite3';

/** Statements kept per connection; the SQL of a list varies with its `in (…)` lengths. */
const CACHE_SIZE = 500;
const DDL = /^\s*(create|alter|drop|reindex|vacuum|attach|detach)\b/i;

/**
 * The SQL with every `?` parameter written `+?` (a no-op unary plus), outside string literals,
 * quoted identifiers and comments.
 *
 * Why: SQLite (3.54, as better-sqlite3 bundles it, with STAT4) plans some statements from the
 * values bound to them — a join, a `limit ?`, a scalar subquery compared with a parameter —
 * and such a statement is prepared again each time it runs with a new binding. That made a
 * prepared statement no cheaper than a fresh one, and better-sqlite3 compiles a new row factory
 * (`Function()`) on each re-prepare. A parameter under `+` is an expression SQLite does not
 * look into, so the plan is made once — what SQLITE_DBCONFIG_ENABLE_QPSG (the "query planner
 * stability guarantee", which better-sqlite3 cannot switch on) does. The value and its
 * comparison are unchanged: a parameter has no affinity or collation, with or without `+`.
 */
export function stablePlanSql(sql: string): string {
  if (!sql.includes('?')) return sql;
  /** Index of the last character of the next `token` at or after `from` (the end when none). */
  const through = (token: string, from: number) => {
    const at = sql.indexOf(token, from);
    return at < 0 ? sql.length : at + token.length - 1;
  };
  let out = '';
  let from = 0;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i]!;
    if (c === '?') {
      out += sql.slice(from, i) + '+';
      from = i;
    } else if (c === "'" || c === '"' || c === '`') {
      // A quote doubled inside the literal does not end it.
      do i = through(c, i + 1) + 1;
      while (i < sql.length && sql[i] === c);
      i--;
    } else if (c === '[') {
      i = through(']', i + 1);
    } else if (c === '-' && sql[i + 1] === '-') {
      i = through('\n', i + 2);
    } else if (c === '/' && sql[i + 1] === '*') {
      i = through('*/', i + 2);
    }
  }
  return out + sql.slice(from);
}

/**
 * The database Kysely's SqliteDriver sees: `prepare` answers a statement already prepared for
 * the same SQL when there is one. Kysely prepares a statement per query, and preparing (with
 * better-sqlite3 building its row factory) cost about as much as running a short indexed read.
 * A statement still being iterated (streamed) is never handed out again; DDL empties the cache
 * (a statement prepared before a column was added must not keep its old row shape). Statements
 * are prepared with their parameters under `+` (stablePlanSql), so they stay prepared.
 */
export function cachingDatabase(sqlite: BetterSqlite3.Database, size = CACHE_SIZE) {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(sql: string): BetterSqlite3.Statement {
      // DDL is never kept, so a statement found here is not DDL.
      const kept = cache.get(sql);
      if (kept && !kept.busy) return kept;
      if (DDL.test(sql)) {
        cache.clear();
        return sqlite.prepare(sql);
      }
      const stmt = sqlite.prepare(stablePlanSql(sql));
      if (!kept) {
        if (cache.size >= size) cache.clear();
        cache.set(sql, stmt);
      }
      return stmt;
    },
    close() {
      cache.clear();
      sqlite.close();
    },
  };
}
