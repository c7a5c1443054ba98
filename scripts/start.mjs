// `npm start`: builds the web app (apps/web/dist) and the server (apps/server/dist, JavaScript
// compiled from the TypeScript) if either is missing or older than its sources, then runs the
// compiled server in this process (it migrates and seeds the database and listens on PORT,
// default 8080). No TypeScript loader runs in production: tsx is for development and tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serverBuildIsStale, serverDist } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src']
  .map((p) => path.join(root, p))
  .filter((p) => fs.existsSync(p));
const newestSource = Math.max(
  ...sources.map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)),
);
if (!fs.existsSync(dist) || fs.statSync(dist).mtimeMs < newestSource) {
  console.log('Building the web app (apps/web/dist)…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@yaoshi/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// In a child process, so the server's process never holds the compiler.
if (serverBuildIsStale()) {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
await import(pathToFileURL(path.join(serverDist, 'server.js')).href);
