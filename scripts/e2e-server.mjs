// Starts the compiled API server (as `npm start` runs it; built here when stale), serving the
// built SPA, on a fresh temporary database: the `webServer` of the Playwright config. The
// directory is removed when the server exits.
// Env: E2E_PORT (8181), WEB_DIST (apps/web/dist, built beforehand), LOG_LEVEL (warn).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Username and password of the dual-role account (also in e2e/fixtures.ts). */
const E2E_DUAL_ACCOUNT = ['e2e-dual', 'E2e-dual-pass1'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  console.error(`e2e-server: ${webDist}/index.html is missing; run \`npm run build -w @yaoshi/web\` first.`);
  process.exit(1);
}

const built = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
const serverDist = path.join(root, 'apps/server/dist');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-e2e-'));
let cleaned = false;
function cleanup() {
  if (cleaned) return;
  cleaned = true;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '8181',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  YAOSHI_DEMO: '1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  WEB_DIST: webDist,
  // One server process unless asked (WORKERS defaults to one per core); multi-process is tested in apps/server.
  WORKERS: process.env.WORKERS ?? '1',
};

// An extra account granted both roles, so switching roles in one spec never changes the
// demo admin that other specs use at the same time (the active role is per account).
// The account commands refuse a database the server never made: migrate it first, as a start would.
for (const args of [
  ['cli/db.js', 'migrate'],
  ['cli/user.js', 'add', ...E2E_DUAL_ACCOUNT, 'admin', 'user'],
]) {
  const [script, ...rest] = args;
  const r = spawnSync(process.execPath, [path.join(serverDist, script), ...rest], { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) {
    cleanup();
    process.exit(r.status ?? 1);
  }
}

// Node itself, without npm's extra process layer, so signals reach the server.
const child = spawn(process.execPath, [path.join(serverDist, 'server.js')], { cwd: root, stdio: 'inherit', env });

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
    else process.exit(0);
  });
}
child.on('exit', (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 0 : 1));
});
process.on('exit', cleanup);
