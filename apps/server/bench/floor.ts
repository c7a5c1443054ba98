// The floor of a scenario: the statements the server runs for one of its requests, run
// directly on the database from the bench process — no HTTP, Fastify, Kysely, validation or
// serialisation. The HTTP figure next to it shows what everything around the queries costs.
//
// How: the app is built in this process on the same database with a Kysely `log` that
// records each compiled statement; a scenario's URL is asked for twice through app.inject
// (warming the page anchors, as the load does), then recorded (see capture). The reads
// recorded (writes such as a recent visit happen after the answer, off its path) are then
// replayed with the engine's own driver: SQLite through better-sqlite3 with each statement
// prepared once, on one thread (as one server process answers); PostgreSQL through `pg`
// with `connections` clients at once, each statement prepared once per connection (the
// server's pool works the same way).
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, type LogEvent, SqliteDialect } from 'kysely';
import pg from 'pg';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DB } from '../src/db/database';
import { LiteralLimitsPostgresDialect, PreparingClient } from '../src/db/pg-statements';
import { stablePlanSql } from '../src/db/statement-cache';
import { BENCH_USER, type BenchTarget } from './engines';

export interface Floor {
  /** Statements per request (reads on the request's path). */
  statements: number;
  /** Requests' worth of statements per second. */
  rps: number;
  /** Mean time of one request's statements, ms. */
  ms: number;
}

export interface FloorScenario {
  name: string;
  /** One URL, or several asked in turn (random pages, rotating search words). */
  urls: string[];
  signedIn: boolean;
}

type Statement = { sql: string; parameters: readonly unknown[] };

const READ = /^\s*(select|with|values|explain)\b/i;

/** Records the statements of one request per URL, through the app itself. */
async function capture(target: BenchTarget, scenarios: FloorScenario[]): Promise<Map<string, Statement[][]>> {
  let recording: Statement[] | null = null;
  const log = (e: LogEvent) => {
    if (recording && e.level === 'query') recording.push(statementOf(e.query));
  };
  const url = target.env.DATABASE_URL;
  const pool = url ? new pg.Pool({ connectionString: url, max: 4 }) : undefined;
  const sqlite = url ? undefined : new SQLite(path.join(target.env.DATA_DIR!, 'yaoshi.db'));
  if (sqlite) sqlite.pragma('busy_timeout = 5000');
  // PostgreSQL as the server runs it (db/dialect.ts): limits in the text.
  const db = new Kysely<DB>({
    dialect: pool ? new LiteralLimitsPostgresDialect({ pool }) : new SqliteDialect({ database: sqlite! }),
    log,
  });
  const database = { db, engine: url ? ('postgres' as const) : ('sqlite' as const), close: () => db.destroy() };
  const config = loadConfig({ ...target.env, YAOSHI_DEMO: '0', WORKERS: '1', WEB_DIST: '/nonexistent' });
  const app = await buildApp({ config, database, logger: false });
  const out = new Map<string, Statement[][]>();
  try {
    const login = await app.inject({ method: 'POST', url: '/api/User/login', payload: BENCH_USER });
    const token = (login.json() as { data: { userinfo: { token: string } } }).data.userinfo.token;
    for (const s of scenarios) {
      const headers = s.signedIn ? { token } : {};
      const sets: Statement[][] = [];
      for (const u of s.urls) {
        for (let i = 0; i < 2; i++) await app.inject({ method: 'GET', url: u, headers });
        // Recorded three times, the shortest kept: a background pass of this process (views,
        // metrics, the search reindexer) may run a statement while a request is recorded.
        let best: Statement[] | undefined;
        for (let i = 0; i < 3; i++) {
          const seen: Statement[] = [];
          recording = seen;
          const res = await app.inject({ method: 'GET', url: u, headers });
          recording = null;
          if (res.statusCode !== 200)
            throw new Error(`floor: ${u} answered ${res.statusCode} ${res.body.slice(0, 200)}`);
          const reads = seen.filter((q) => READ.test(q.sql));
          if (!best || reads.length < best.length) best = reads;
        }
        sets.push(best!);
      }
      out.set(s.name, sets);
    }
  } finally {
    await app.close();
    await database.close();
  }
  return out;
}

const statementOf = (q: CompiledQuery): Statement => ({ sql: q.sql, parameters: q.parameters });

/** Runs `once` for about `ms`, after a short warm-up; returns calls per second. */
async function rate(once: () => unknown, ms: number, parallel = 1): Promise<number> {
  const until = (t: number) => performance.now() + t;
  const loop = async (end: number) => {
    let n = 0;
    while (performance.now() < end) {
      await once();
      n++;
    }
    return n;
  };
  await loop(until(Math.min(200, ms / 5)));
  const started = performance.now();
  const end = until(ms);
  const counts = await Promise.all(Array.from({ length: parallel }, () => loop(end)));
  return (counts.reduce((a, b) => a + b, 0) * 1000) / (performance.now() - started);
}

/**
 * The floor of each scenario, in the order given. `ms`: how long each is replayed;
 * `connections`: PostgreSQL clients replaying at once.
 */
export async function floors(
  target: BenchTarget,
  scenarios: FloorScenario[],
  opts: { ms: number; connections: number },
): Promise<Map<string, Floor>> {
  const captured = await capture(target, scenarios);
  const out = new Map<string, Floor>();
  const url = target.env.DATABASE_URL;
  if (!url) {
    const sqlite = new SQLite(path.join(target.env.DATA_DIR!, 'yaoshi.db'), { readonly: true });
    sqlite.pragma('cache_size = -262144'); // as the server (SQLITE_CACHE_MB 256)
    try {
      for (const [name, sets] of captured) {
        // Parameters under `+`, as the server prepares them (db/statement-cache.ts: prepared once
        // for good, not again on each binding).
        const prepared = sets.map((set) =>
          set.map((q) => ({ stmt: sqlite.prepare(stablePlanSql(q.sql)), params: q.parameters as unknown[] })),
        );
        let turn = 0;
        const once = () => {
          for (const { stmt, params } of prepared[turn++ % prepared.length]!) stmt.all(params);
        };
        const rps = await rate(once, opts.ms);
        out.set(name, { statements: mean(sets.map((s) => s.length)), rps, ms: 1000 / rps });
      }
    } finally {
      sqlite.close();
    }
    return out;
  }
  // Each statement prepared once per connection, as the server's pool does (db/pg-statements.ts).
  const pool = new pg.Pool({ connectionString: url, max: opts.connections, Client: PreparingClient });
  try {
    for (const [name, sets] of captured) {
      let turn = 0;
      const once = async () => {
        const set = sets[turn++ % sets.length]!;
        const client = await pool.connect();
        try {
          for (const q of set) await client.query(q.sql, q.parameters as unknown[]);
        } finally {
          client.release();
        }
      };
      const rps = await rate(once, opts.ms, opts.connections);
      out.set(name, { statements: mean(sets.map((s) => s.length)), rps, ms: (1000 * opts.connections) / rps });
    }
  } finally {
    await pool.end();
  }
  return out;
}

const mean = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)) * 10) / 10;
