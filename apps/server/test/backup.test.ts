import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { backupCommand, restoreCommand } from '../src/cli/backup-restore';
import { loadConfig } from '../src/config';
import type { Database, DB, Engine } from '../src/db/database';
import { openDatabase } from '../src/db/dialect';
import { migrateToLatest } from '../src/db/migrations';
import { seed } from '../src/db/seed';
import { backupScheduler } from '../src/modules/backup/backup.scheduler';
import { backupService } from '../src/modules/backup/backup.service';
import { jobLeasesRepository } from '../src/modules/backup/job-leases.repository';
import { findPgTool, probePostgresTarget } from '../src/modules/backup/pg-backup.repository';
import { describeEngines } from './helper';
import { createPgDatabase } from './pg-database';

const serverDir = path.resolve(import.meta.dirname, '..');
const quiet = { info() {}, error() {} };

/** A database of the engine that can be opened again by name (a file, or a PostgreSQL database). */
interface Place {
  env: NodeJS.ProcessEnv;
  open(): Database;
  drop(): Promise<void>;
}

async function place(engine: Engine, root: string): Promise<Place> {
  if (engine === 'sqlite') {
    const dataDir = fs.mkdtempSync(path.join(root, 'data-'));
    const sqliteFile = path.join(dataDir, 'yaoshi.db');
    return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ sqliteFile }), drop: async () => {} };
  }
  const { url: databaseUrl, drop } = await createPgDatabase();
  return { env: { DATABASE_URL: databaseUrl }, open: () => openDatabase({ databaseUrl, poolSize: 4 }), drop };
}

/** Every plain table of the database (not SQLite's own, not full-text indexes, which a write rewrites). */
async function tableNames(database: Database): Promise<string[]> {
  if (database.engine === 'postgres') {
    const r = await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(database.db);
    return r.rows.map((x) => x.name);
  }
  const r = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
    where type = 'table' and name not like 'sqlite_%' order by 1`.execute(database.db);
  const virtual = r.rows.filter((x) => /^create virtual table/i.test(x.sql)).map((x) => x.name);
  return r.rows.map((x) => x.name).filter((n) => !virtual.some((v) => n === v || n.startsWith(`${v}_`)));
}

/** table → set of rows, each as canonical JSON (blobs as hex). */
async function snapshot(database: Database): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  for (const t of await tableNames(database)) {
    const r = await sql<Record<string, unknown>>`select * from ${sql.table(t)}`.execute(database.db);
    const rows = r.rows.map((row) =>
      JSON.stringify(
        Object.keys(row)
          .sort()
          .map((k) => {
            const v = row[k];
            return [k, Buffer.isBuffer(v) ? v.toString('hex') : typeof v === 'bigint' ? Number(v) : v];
          }),
      ),
    );
    out.set(t, new Set(rows));
  }
  return out;
}

/** A closed pool's server sessions end a moment after the client goes: wait for them. */
async function noOtherSessions(url: string) {
  // A closed pool's sessions end on the server's own time: seconds on a machine under load.
  const until = Date.now() + 30_000;
  let sessions = 0;
  while (Date.now() < until) {
    sessions = (await probePostgresTarget(url)).sessions;
    if (sessions === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${sessions} sessions still open on the database 30 s after its pool closed`);
}

function expectSubset(small: Map<string, Set<string>>, big: Map<string, Set<string>>, what: string) {
  for (const [table, rows] of small) {
    const other = big.get(table);
    expect(other, `${what}: table ${table} missing`).toBeDefined();
    const missing = [...rows].filter((r) => !other!.has(r));
    expect(missing.slice(0, 3), `${what}: ${missing.length} rows of ${table} missing`).toEqual([]);
  }
}

/** Uploads are rows of `files` (content-addressed blobs): the writer adds them like an upload does. */
async function insertBlob(db: Kysely<DB>, n: number, size: number) {
  const data = randomBytes(size);
  const sha256 = createHash('sha256').update(data).digest('hex');
  await db
    .insertInto('files')
    .values({ sha256, mime: 'application/octet-stream', size, name: `w-${n}`, data, created_at: n, created_by: null })
    .execute();
  return sha256;
}

async function migratedAndSeeded(p: Place, dataDir: string) {
  const database = p.open();
  await migrateToLatest(database.db, database.engine);
  const config = { ...loadConfig({ ...p.env, DATA_DIR: dataDir, WEB_DIST: '/nonexistent' }) };
  const app = await buildApp({ config, database, logger: false });
  await seed({ config, database, services: app.services, demo: true }, [
    'demo accounts',
    'welcome notice',
    'catalogue',
    'regulations',
  ]);
  return { database, app };
}

describeEngines('backup and restore', (engine) => {
  let root: string;
  const places: Place[] = [];
  const newPlace = async () => {
    const p = await place(engine, root);
    places.push(p);
    return p;
  };

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-backup-'));
  });
  afterAll(async () => {
    for (const p of places) await p.drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('backs up while writes go on, restores into a fresh place, and every row committed before is there', async () => {
    const src = await newPlace();
    const { database, app } = await migratedAndSeeded(src, src.env.DATA_DIR ?? root);
    // Enough data that the copy takes a while, so writes land during it.
    const first = await insertBlob(database.db, 0, 64 * 1024);
    let n = 1;
    for (; n < 300; n++) await insertBlob(database.db, n, 32 * 1024);
    await app.close();

    let stop = false;
    let written = n;
    // One write per turn of the event loop, as requests arrive (SQLite's driver settles in
    // microtasks: a tight loop would starve timers and the backup's completion).
    const writer = (async () => {
      while (!stop && written < n + 50_000) {
        await insertBlob(database.db, written++, 4096);
        await new Promise((r) => setImmediate(r));
      }
    })();
    try {
      while (written < n + 5) await new Promise((r) => setTimeout(r, 5));
      const before = await snapshot(database);
      const writtenAtStart = written;
      const file = path.join(root, `copy-${engine}.bak`);
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const msg = await backupCommand([file], src.env);
      delay.disable();
      const writtenDuring = written - writtenAtStart;
      expect(msg).toContain(file);
      // The copy runs off the event loop (worker thread / pg_dump): the writer kept committing.
      expect(writtenDuring).toBeGreaterThan(0);
      console.log(
        `[${engine}] backup ${(fs.statSync(file).size / 1048576).toFixed(1)} MB, ${writtenDuring} writes during it, ` +
          `event loop delay max ${(delay.max / 1e6).toFixed(1)} ms`,
      );
      stop = true;
      await writer;
      const after = await snapshot(database);

      const dest = await newPlace();
      expect(await restoreCommand([file], dest.env)).toMatch(/Restored into/);
      const restored = dest.open();
      try {
        const copy = await snapshot(restored);
        expect([...copy.keys()].sort()).toEqual([...before.keys()].sort());
        expectSubset(before, copy, 'committed before the backup');
        expectSubset(copy, after, 'copy is a state of the source');
        // One consistent moment: the writer's blobs in the copy are exactly the first k, no gaps.
        const names = (await restored.db.selectFrom('files').select('name').execute())
          .map((r) => r.name)
          .filter((x) => x.startsWith('w-'))
          .map((x) => Number(x.slice(2)))
          .sort((a, b) => a - b);
        expect(names.length).toBeGreaterThanOrEqual(writtenAtStart);
        expect(names).toEqual(names.map((_, i) => i));

        // The app starts on it: migrations are current, uploads are served from the copy.
        await migrateToLatest(restored.db, restored.engine);
        if (engine === 'sqlite') {
          const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(restored.db);
          expect(check.rows[0]?.integrity_check).toBe('ok');
        }
        const config = loadConfig({ ...dest.env, DATA_DIR: dest.env.DATA_DIR ?? root, WEB_DIST: '/nonexistent' });
        const app2 = await buildApp({ config, database: restored, logger: false });
        try {
          expect((await app2.inject({ url: '/api/health' })).statusCode).toBe(200);
          const blob = await app2.inject({ url: `/api/files/${first}` });
          expect(blob.statusCode).toBe(200);
          expect(createHash('sha256').update(blob.rawPayload).digest('hex')).toBe(first);
          const login = await app2.inject({
            method: 'POST',
            url: '/api/User/login',
            payload: { username: 'admin', password: 'admin' },
          });
          expect(login.json().code).toBe(1);
        } finally {
          await app2.close();
        }
      } finally {
        await restored.close();
      }
    } finally {
      stop = true;
      await writer;
      await database.close();
    }
  });

  it('refuses damaged files, a running server and an existing database without --force', async () => {
    const src = await newPlace();
    const { database, app } = await migratedAndSeeded(src, src.env.DATA_DIR ?? root);
    await app.close();
    const file = path.join(root, `refusals-${engine}.bak`);
    await backupCommand([file], src.env);
    await expect(backupCommand([file], src.env)).rejects.toThrow(/already exists/);

    const garbage = path.join(root, `garbage-${engine}.bak`);
    fs.writeFileSync(garbage, randomBytes(8192));
    const truncated = path.join(root, `truncated-${engine}.bak`);
    const whole = fs.readFileSync(file);
    fs.writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const empty = await newPlace();
    await expect(restoreCommand([garbage], empty.env)).rejects.toThrow(/not a (SQLite database|readable pg_dump)/);
    await expect(restoreCommand([truncated], empty.env)).rejects.toThrow(/damaged|integrity|not a readable/);
    await expect(restoreCommand([path.join(root, 'nothing.bak')], empty.env)).rejects.toThrow(/does not exist/);
    // The wrong engine's file says what to do.
    const otherKind =
      engine === 'sqlite'
        ? Buffer.concat([Buffer.from('PGDMP'), randomBytes(100)])
        : Buffer.concat([Buffer.from('SQLite format 3\0'), randomBytes(100)]);
    const wrong = path.join(root, `wrong-${engine}.bak`);
    fs.writeFileSync(wrong, otherKind);
    await expect(restoreCommand([wrong], empty.env)).rejects.toThrow(
      engine === 'sqlite' ? /set DATABASE_URL/ : /unset DATABASE_URL/,
    );
    if (engine === 'sqlite') {
      // Damaged inside but with a valid header: the integrity check catches it.
      const flipped = Buffer.from(whole);
      for (let i = 8192; i < flipped.length; i += 4096) flipped.fill(0xa5, i + 100, i + 400);
      const corrupt = path.join(root, 'corrupt.bak');
      fs.writeFileSync(corrupt, flipped);
      await expect(restoreCommand([corrupt], empty.env)).rejects.toThrow(/damaged|integrity/);
    }
    // None of the refusals created anything.
    if (engine === 'sqlite') expect(fs.readdirSync(empty.env.DATA_DIR!)).toEqual([]);

    // The source is open (as a running server keeps it): refused, even with --force.
    await expect(restoreCommand([file, '--force'], src.env)).rejects.toThrow(/running server|stop every server/);
    await database.close();
    if (src.env.DATABASE_URL) await noOtherSessions(src.env.DATABASE_URL);
    // Stopped, but it holds a database: only with --force.
    await expect(restoreCommand([file], src.env)).rejects.toThrow(/--force/);
    const restored = await restoreCommand([file, '--force'], src.env);
    expect(restored).toMatch(/Restored into/);
    const again = src.open();
    try {
      await migrateToLatest(again.db, again.engine);
      const m = await again.db
        .selectFrom('matters')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      expect(Number(m?.n)).toBeGreaterThan(100);
    } finally {
      await again.close();
    }
  });

  it('runs a scheduled backup once per interval across processes, keeps the newest BACKUP_KEEP', async () => {
    const src = await newPlace();
    const prepared = src.open();
    await migrateToLatest(prepared.db, prepared.engine);
    await prepared.close();
    // Two "processes": each its own connection, service, lease repository and scheduler.
    const dbs = [src.open(), src.open()];
    const dir = path.join(root, `scheduled-${engine}`);
    let clock = Date.UTC(2026, 10, 22, 21, 0, 0);
    const target = {
      engine,
      sqliteFile: path.join(src.env.DATA_DIR ?? root, 'yaoshi.db'),
      databaseUrl: src.env.DATABASE_URL,
    };
    const schedulers = dbs.map((d, i) =>
      backupScheduler({
        service: backupService(target),
        leases: jobLeasesRepository(d.db),
        dir,
        intervalHours: 1,
        keep: 2,
        log: quiet,
        holder: `p${i}`,
        now: () => clock,
      }),
    );
    try {
      const runAll = async () => (await Promise.all(schedulers.map((s) => s.runIfDue()))).filter(Boolean);
      const ext = engine === 'sqlite' ? 'db' : 'dump';
      // Temp files of a process killed during a copy: cleared once untouched for an hour.
      fs.mkdirSync(dir, { recursive: true });
      const stale = path.join(dir, `.yaoshi-20261122T190000Z.${ext}.123-456.tmp`);
      const fresh = path.join(dir, `.yaoshi-20261122T205900Z.${ext}.124-457.tmp`);
      fs.writeFileSync(stale, 'x');
      fs.writeFileSync(fresh, 'x');
      const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
      fs.utimesSync(stale, twoHoursAgo, twoHoursAgo);
      expect(await runAll()).toEqual([path.join(dir, `yaoshi-20261122T210000Z.${ext}`)]);
      expect(fs.existsSync(stale)).toBe(false);
      fs.rmSync(fresh);
      expect(await runAll()).toEqual([]); // not due again yet
      clock += 59 * 60_000;
      expect(await runAll()).toEqual([]);
      clock += 60_000;
      expect(await runAll()).toHaveLength(1);
      clock += 3600_000;
      expect(await runAll()).toHaveLength(1);
      expect(fs.readdirSync(dir).sort()).toEqual([`yaoshi-20261122T220000Z.${ext}`, `yaoshi-20261122T230000Z.${ext}`]);
      const lease = await jobLeasesRepository(dbs[0]!.db).get('backup');
      expect(lease?.last_result).toBe(path.join(dir, `yaoshi-20261122T230000Z.${ext}`));

      // A failed run is given back: the next check tries again instead of waiting an interval.
      clock += 3600_000;
      const blocked = path.join(root, `blocked-${engine}`);
      fs.writeFileSync(blocked, 'a file where the folder should be');
      const failing = backupScheduler({
        service: backupService(target),
        leases: jobLeasesRepository(dbs[0]!.db),
        dir: blocked,
        intervalHours: 1,
        keep: 2,
        log: quiet,
        now: () => clock,
      });
      expect(await failing.runIfDue()).toBeNull();
      expect((await jobLeasesRepository(dbs[0]!.db).get('backup'))?.last_result).toMatch(/^error: /);
      expect(await runAll()).toHaveLength(1);
      // A scheduled file is a restorable backup.
      const newest = fs.readdirSync(dir).sort().at(-1)!;
      await expect(backupService(target).verify(path.join(dir, newest))).resolves.toMatch(/ok|readable/);
    } finally {
      for (const s of schedulers) await s.stop();
      for (const d of dbs) await d.close();
    }
  });

  if (engine === 'postgres') {
    it('finds pg_dump in PG_BIN first, and names what to install when it is missing', () => {
      const bin = fs.mkdtempSync(path.join(root, 'pgbin-'));
      fs.writeFileSync(path.join(bin, 'pg_dump'), '#!/bin/sh\n', { mode: 0o755 });
      expect(findPgTool('pg_dump', { PG_BIN: bin, PATH: '' })).toBe(path.join(bin, 'pg_dump'));
      expect(() => findPgTool('pg_restore', { PG_BIN: bin, PATH: '' }, '/nonexistent')).toThrow(
        /pg_restore was not found[\s\S]*apt-get install -y postgresql-client/,
      );
    });
  }

  if (engine === 'sqlite') {
    it('npm run backup / restore work as commands (smoke)', () => {
      const dataDir = fs.mkdtempSync(path.join(root, 'smoke-'));
      const db = openDatabase({ sqliteFile: path.join(dataDir, 'yaoshi.db') });
      return migrateToLatest(db.db, db.engine).then(async () => {
        const file = path.join(root, 'smoke.db');
        const cli = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
          spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
            cwd: serverDir,
            env: { ...process.env, ...env, DATABASE_URL: '' },
            encoding: 'utf8',
          });
        // While a connection holds the database open (as the server does).
        const b = cli('src/cli/backup.ts', [file], { DATA_DIR: dataDir });
        expect(b.stderr).toBe('');
        expect(b.status).toBe(0);
        await db.close();
        const fresh = fs.mkdtempSync(path.join(root, 'smoke-restore-'));
        const r = cli('src/cli/restore.ts', [file], { DATA_DIR: fresh });
        expect(r.status, r.stderr).toBe(0);
        expect(r.stdout).toMatch(/integrity ok/);
        const again = cli('src/cli/restore.ts', [file], { DATA_DIR: fresh });
        expect(again.status).toBe(1);
        expect(again.stderr).toMatch(/--force/);
      });
    });
  }
});
