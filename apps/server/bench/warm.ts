// Before the scenarios, each engine's data is put in memory, as a server that has been running
// has it: a VM drops its file cache within hours, and a cold run measures the disk instead.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/dialect';

/** Reads every file under `dir` once (into the OS file cache); returns the bytes read. */
export function warmFiles(dir: string): number {
  const buffer = Buffer.allocUnsafe(1 << 20);
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    let fd: number;
    try {
      fd = fs.openSync(path.join(entry.parentPath, entry.name), 'r');
    } catch {
      continue; // gone meanwhile (a WAL checkpoint, a PostgreSQL temp file)
    }
    try {
      for (let n; (n = fs.readSync(fd, buffer, 0, buffer.length, null)) > 0;) total += n;
    } finally {
      fs.closeSync(fd);
    }
  }
  return total;
}

/**
 * PostgreSQL: loads the tables and indexes into shared_buffers with pg_prewarm, largest first
 * (the samples table), each one that still fits in 90 % of them (the rest stays in the OS file cache). Returns what it did, for
 * the report; when pg_prewarm is not installed, says so and leaves the buffers as they are.
 */
export async function prewarmPostgres(url: string): Promise<string> {
  const database = openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    const db = database.db;
    try {
      await sql`create extension if not exists pg_prewarm`.execute(db);
    } catch {
      return 'pg_prewarm not available: shared_buffers filled by the scenarios themselves';
    }
    const { rows: setting } = await sql<{ b: string }>`
      select (setting::bigint * 8192)::text as b from pg_settings where name = 'shared_buffers'`.execute(db);
    const budget = Number(setting[0]!.b) * 0.9;
    const { rows: relations } = await sql<{ oid: number; bytes: string }>`
      select c.oid, pg_relation_size(c.oid)::text as bytes from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'i') order by pg_relation_size(c.oid) desc, c.oid`.execute(db);
    let loaded = 0;
    let count = 0;
    for (const r of relations) {
      if (loaded + Number(r.bytes) > budget) continue;
      await sql`select pg_prewarm(${r.oid}::regclass)`.execute(db);
      loaded += Number(r.bytes);
      count++;
    }
    return `pg_prewarm loaded ${count} of ${relations.length} tables and indexes (${Math.round(loaded / 2 ** 20)} MB, largest first) into shared_buffers`;
  } finally {
    await database.close();
  }
}
