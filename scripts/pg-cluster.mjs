// Starts a throwaway PostgreSQL cluster for the test run and stops it afterwards.
// PostgreSQL refuses to run as root, so as root it runs the server as the `postgres` user.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The folder of initdb and pg_ctl: PG_BIN, the newest /usr/lib/postgresql/<v>/bin, or pg_config's. */
export function findBinDir() {
  if (process.env.PG_BIN && fs.existsSync(path.join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs
      .readdirSync(root)
      .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin');
  }
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
  } catch {
    /* not installed */
  }
  return null;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Runs a PostgreSQL program of `bin`; as root, as the `postgres` user (PostgreSQL refuses root).
 * Throws with its output when it fails.
 */
export function pgRunner(bin) {
  const asRoot = process.getuid?.() === 0;
  return (cmd, args) => {
    const full = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]]
      : [path.join(bin, cmd), args];
    const r = spawnSync(full[0], full[1], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed:\n${r.stdout}\n${r.stderr}`);
  };
}

/** A folder the cluster's user may write (its socket goes there too). */
export function clusterDir(dir) {
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
}

export function initCluster(run, data) {
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
}

/**
 * Starts the cluster in `data` on a free port, durability off (throwaway data), with `settings`
 * besides; returns its URL.
 */
export async function startPostgres(run, dir, data, settings = {}) {
  const port = await freePort();
  const opts = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`),
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start']);
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

export async function startCluster() {
  const bin = findBinDir();
  if (!bin) {
    throw new Error(
      'PostgreSQL server binaries (initdb, pg_ctl) were not found.\n' +
        '  Install them:  apt-get install -y postgresql   (Debian/Ubuntu)\n' +
        '  or set PG_BIN to their folder, or run only SQLite on purpose:  DB_ENGINES=sqlite npm test',
    );
  }
  const run = pgRunner(bin);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-pg-'));
  clusterDir(dir);
  const data = path.join(dir, 'data');
  initCluster(run, data);
  const url = await startPostgres(run, dir, data);
  return {
    url,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
