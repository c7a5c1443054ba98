// `npm run bench -- --compare <git-ref>`: the ref's server beside the working tree's, on the same
// data. The ref is checked out with `git worktree add` into a temporary folder; it reuses this
// tree's node_modules (symlinked) when every package its lockfile lists is installed here at the
// same version, else gets its own (`npm ci`). Each checkout's server runs as its own `npm start`
// would: the compiled server when the checkout has scripts/build-server.mjs, else through tsx.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type DbOptions, openDatabase } from '../src/db/dialect';

/** How to start one checkout's server. */
export interface ServerApp {
  label: string;
  /** Node arguments (after the node executable). */
  args: string[];
  cwd: string;
  /** Migration names this checkout knows (to open a database a newer checkout migrated). */
  migrations: Set<string>;
}

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

type Lock = { packages: Record<string, { version?: string; link?: boolean }> };
const readLock = (dir: string): Lock =>
  JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8')) as Lock;

/** Whether this tree's installed packages cover every package (same path, same version) of the ref's lockfile. */
export function lockCovered(ref: Lock, here: Lock): boolean {
  return Object.entries(ref.packages).every(
    ([at, p]) => !at.includes('node_modules/') || p.link === true || here.packages[at]?.version === p.version,
  );
}

/**
 * node_modules for a checkout from this tree's: every entry a symlink to ours, except the
 * workspace links (@yaoshi/*), which point at the checkout's own packages.
 */
function linkModules(root: string, dir: string) {
  const ours = path.join(root, 'node_modules');
  const theirs = path.join(dir, 'node_modules');
  fs.mkdirSync(theirs, { recursive: true });
  for (const entry of fs.readdirSync(ours)) {
    if (entry !== '@yaoshi') fs.symlinkSync(path.join(ours, entry), path.join(theirs, entry));
  }
  fs.mkdirSync(path.join(theirs, '@yaoshi'));
  for (const entry of fs.readdirSync(path.join(ours, '@yaoshi'))) {
    const target = fs.readlinkSync(path.join(ours, '@yaoshi', entry));
    fs.symlinkSync(target, path.join(theirs, '@yaoshi', entry));
  }
  for (const ws of ['apps/server', 'apps/web', 'packages/contracts', 'e2e']) {
    const nested = path.join(root, ws, 'node_modules');
    if (fs.existsSync(nested) && fs.existsSync(path.join(dir, ws)))
      fs.symlinkSync(nested, path.join(dir, ws, 'node_modules'));
  }
}

/** The migrations a checkout registers (their file names in src/db/migrations). */
function migrationNames(dir: string): Set<string> {
  const folder = path.join(dir, 'apps/server/src/db/migrations');
  return new Set(
    fs
      .readdirSync(folder)
      .filter((f) => /^\d{4}-.*\.ts$/.test(f) && !f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.ts$/, '')),
  );
}

/** The server of the checkout in `dir`, built first when it has a build (as its `npm start` does). */
export function serverApp(dir: string, label: string): ServerApp {
  const build = path.join(dir, 'scripts/build-server.mjs');
  const migrations = migrationNames(dir);
  const cwd = path.join(dir, 'apps/server');
  if (!fs.existsSync(build))
    return { label: `${label}, run through tsx`, args: ['--import', 'tsx', 'src/server.ts'], cwd, migrations };
  const r = spawnSync(process.execPath, [build], { cwd: dir, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${label}: scripts/build-server.mjs failed`);
  return { label: `${label}, compiled (scripts/build-server.mjs)`, args: ['dist/server.js'], cwd, migrations };
}

/** The ref checked out beside the working tree, ready to run; `remove()` deletes the checkout. */
export function checkout(root: string, ref: string): { app: ServerApp; remove: () => void } {
  const sha = git(root, 'rev-parse', '--verify', `${ref}^{commit}`);
  const subject = git(root, 'log', '-1', '--format=%s', sha);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `yaoshi-bench-${sha.slice(0, 10)}-`));
  git(root, 'worktree', 'add', '--detach', dir, sha);
  const remove = () => {
    try {
      git(root, 'worktree', 'remove', '--force', dir);
    } catch {
      fs.rmSync(dir, { recursive: true, force: true });
      git(root, 'worktree', 'prune');
    }
  };
  try {
    if (lockCovered(readLock(dir), readLock(root))) {
      linkModules(root, dir);
    } else {
      console.log(`${ref}: its lockfile differs from this tree's; npm ci in ${dir}…`);
      const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
      if (r.status !== 0) throw new Error(`npm ci failed in ${dir}`);
    }
    return { app: serverApp(dir, `${ref} (${sha.slice(0, 10)} "${subject}")`), remove };
  } catch (err) {
    remove();
    throw err;
  }
}

/** The working tree's server (its commit, and whether files differ from it). */
export function workingTree(root: string): ServerApp {
  const sha = git(root, 'rev-parse', '--short=10', 'HEAD');
  const dirty = git(root, 'status', '--porcelain', '--untracked-files=no', '--', 'apps/server', 'packages/contracts');
  return serverApp(root, `the working tree (${sha}${dirty ? ' with uncommitted changes' : ''})`);
}

/**
 * Starts a server of an older checkout on a database a newer one migrated: the migrations it
 * does not know are taken out of the bookkeeping table while it starts (it refuses a database
 * a newer version used) and put back once it answers. Their tables stay; the old code ignores them.
 */
export async function withOldMigrationsOnly<T>(db: DbOptions, app: ServerApp, start: () => Promise<T>): Promise<T> {
  const database = openDatabase({ ...db, poolSize: 1 });
  try {
    const applied = (
      await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration`.execute(database.db)
    ).rows;
    const unknown = applied.filter((m) => !app.migrations.has(m.name));
    if (!unknown.length) return await start();
    const names = unknown.map((m) => m.name);
    await sql`delete from kysely_migration where name in (${sql.join(names)})`.execute(database.db);
    try {
      return await start();
    } finally {
      for (const m of unknown)
        await sql`insert into kysely_migration (name, timestamp) values (${m.name}, ${m.timestamp})`.execute(
          database.db,
        );
    }
  } finally {
    await database.close();
  }
}
