// Starts the API server, serving the built SPA, on a fresh temporary database: the
// `webServer` of the Playwright config. The directory is removed when the server exits.
// Env: E2E_PORT (8181), WEB_DIST (apps/web/dist, built beforehand), LOG_LEVEL (warn).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  console.error(`e2e-server: ${webDist}/index.html is missing; run \`npm run build -w @yaoshi/web\` first.`);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-e2e-'));
let cleaned = false;
function cleanup() {
  if (cleaned) return;
  cleaned = true;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// `npx tsx` without npm's extra process layer, so signals reach tsx (which relays them).
const tsxCli = createRequire(path.join(root, 'package.json')).resolve('tsx/cli');
const child = spawn(process.execPath, [tsxCli, 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '8181',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    YAOSHI_DEMO: '1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    WEB_DIST: webDist,
  },
});

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
