import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from './dialect';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function scratch() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-lock-'));
  dirs.push(dir);
  const file = path.join(dir, 'db.sqlite');
  const other = new SQLite(file);
  other.pragma('journal_mode = WAL');
  other.exec('create table t (x integer)');
  return { file, other };
}

/** Runs `during` while measuring the longest gap between 10 ms timer ticks (event-loop stalls). */
async function worstTimerGap<T>(during: () => Promise<T>): Promise<{ value: T; gap: number }> {
  let last = performance.now();
  let gap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    gap = Math.max(gap, now - last);
    last = now;
  }, 10);
  try {
    return { value: await during(), gap };
  } finally {
    clearInterval(timer);
  }
}

it('waits for a write lock held by another connection without stopping the event loop; reads go on', async () => {
  const { file, other } = scratch();
  const database = openDatabase({ sqliteFile: file });
  try {
    other.exec('begin immediate; insert into t values (1)');
    let written = false;
    const write = sql`insert into t values (2)`.execute(database.db).then(() => (written = true));
    const trx = database.db.transaction().execute((tx) => sql`insert into t values (3)`.execute(tx));
    const { gap, value } = await worstTimerGap(async () => {
      await new Promise((r) => setTimeout(r, 600));
      // Reads are served from the last commit meanwhile.
      return (await sql<{ n: number }>`select count(*) as n from t`.execute(database.db)).rows[0]!.n;
    });
    expect(value).toBe(0);
    expect(written).toBe(false);
    // The old 5 s busy_timeout slept in this thread: the first tick would have come 5 s late.
    expect(gap).toBeLessThan(300);
    other.exec('commit');
    await Promise.all([write, trx]);
    const rows = await sql<{ x: number }>`select x from t order by x`.execute(database.db);
    expect(rows.rows.map((r) => r.x)).toEqual([1, 2, 3]);
  } finally {
    other.close();
    await database.close();
  }
});
