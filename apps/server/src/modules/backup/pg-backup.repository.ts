import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { fsyncPath, tempBeside } from './backup-files';
import { isSqliteFile, MIGRATION_TABLE } from './sqlite-backup.repository';

type PgTool = 'pg_dump' | 'pg_restore';

/** PG_BIN, then the newest /usr/lib/postgresql/<version>/bin (pg_dump must be ≥ the server), then PATH. */
export function findPgTool(tool: PgTool, env: NodeJS.ProcessEnv = process.env, root = '/usr/lib/postgresql'): string {
  const candidates: string[] = [];
  if (env.PG_BIN) candidates.push(path.join(env.PG_BIN, tool));
  if (fs.existsSync(root)) {
    const versions = fs
      .readdirSync(root)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) candidates.push(path.join(root, v, 'bin', tool));
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter)) if (dir) candidates.push(path.join(dir, tool));
  const found = candidates.find((c) => {
    try {
      fs.accessSync(c, fs.constants.X_OK);
      return fs.statSync(c).isFile();
    } catch {
      return false;
    }
  });
  if (!found) {
    throw new Error(
      `${tool} was not found (looked in PG_BIN, /usr/lib/postgresql/*/bin and PATH).\n` +
        '  Install the PostgreSQL client tools, at least the version of the server:\n' +
        '    apt-get install -y postgresql-client   (Debian/Ubuntu)\n' +
        '  or set PG_BIN to the folder that holds pg_dump and pg_restore.',
    );
  }
  return found;
}

/** The URL without its password, which goes to the tool through PGPASSWORD (not visible in `ps`). */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (u.password) {
    env.PGPASSWORD = decodeURIComponent(u.password);
    u.password = '';
  }
  return { url: u.toString(), env };
}

/** Runs a PostgreSQL tool; rejects with its stderr. `signal` kills it. */
function run(
  tool: PgTool,
  args: string[],
  env: NodeJS.ProcessEnv,
  signal?: AbortSignal,
): Promise<{ stdout: string; stderr: string }> {
  const bin = findPgTool(tool, env);
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { env, stdio: ['ignore', 'pipe', 'pipe'], signal });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim().split('\n').slice(-5).join('\n')}`));
    });
  });
}

/** pg_dump in custom format (compressed, restorable table by table) to a temp file, renamed when complete. */
export async function dumpPostgres(databaseUrl: string, target: string, signal?: AbortSignal): Promise<void> {
  const { url, env } = connection(databaseUrl);
  const tmp = tempBeside(target);
  try {
    await run('pg_dump', ['--format=custom', '--no-password', `--file=${tmp}`, `--dbname=${url}`], env, signal);
    fsyncPath(tmp);
    fs.renameSync(tmp, target);
    fsyncPath(path.dirname(target));
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/**
 * Checks a dump: its table of contents must list the migration table, and every data block must
 * read back (`--list` alone reads only the table of contents, which a truncated file still has).
 */
export async function inspectPostgresDump(file: string): Promise<{ entries: number }> {
  let list: string;
  try {
    list = (await run('pg_restore', ['--list', file], process.env)).stdout;
    await run('pg_restore', ['--file=/dev/null', file], process.env);
  } catch (err) {
    const hint = isSqliteFile(file) ? ' (it is a SQLite database: unset DATABASE_URL to restore it into SQLite)' : '';
    throw new Error(`${file} is not a readable pg_dump archive${hint}: ${(err as Error).message}`, { cause: err });
  }
  if (!new RegExp(`TABLE public ${MIGRATION_TABLE}\\b`).test(list))
    throw new Error(`${file} is not a Yaoshi database dump (no ${MIGRATION_TABLE} table)`);
  return { entries: list.split('\n').filter((l) => l && !l.startsWith(';')).length };
}

/** Other sessions on the target database (a running server keeps a pool open) and its tables. */
export async function probePostgresTarget(databaseUrl: string): Promise<{ sessions: number; tables: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const s = await client.query<{ n: string }>(
      'select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const t = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema = 'public'",
    );
    return { sessions: Number(s.rows[0]?.n ?? 0), tables: Number(t.rows[0]?.n ?? 0) };
  } finally {
    await client.end();
  }
}

/** Restores in one transaction: a failure leaves the database as it was. */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  await run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      '--no-password',
      `--dbname=${url}`,
      file,
    ],
    env,
  );
}
