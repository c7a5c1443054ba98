// Compiles the server (apps/server/src) and the contracts it imports (packages/contracts/src) to
// JavaScript in apps/server/dist, one .js file per .ts file in the same layout, so that paths a
// module finds from its own location (data files, worker modules, the repository root) stay
// right. `node scripts/build-server.mjs` builds when dist is missing or older than its sources;
// `--force` always builds. `npm start`, the operator commands and the e2e server run the result.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverSrc = path.join(root, 'apps/server/src');
const contractsSrc = path.join(root, 'packages/contracts/src');
export const serverDist = path.join(root, 'apps/server/dist');
const contractsDist = path.join(serverDist, '_contracts');
/** Written last: its time is the build's, and without it the build is incomplete. */
const stamp = path.join(serverDist, '.built');
const CONTRACTS = '@yaoshi/contracts';

/** The newest modification time of a file or of anything in a folder (folders count: a deleted file changes its folder). */
function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Inputs of the build: a change to any of them makes dist stale. */
const inputs = () =>
  [
    serverSrc,
    contractsSrc,
    path.join(root, 'apps/server/package.json'),
    path.join(root, 'packages/contracts/package.json'),
    fileURLToPath(import.meta.url),
  ].filter((p) => fs.existsSync(p));

export function serverBuildIsStale() {
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return inputs().some((p) => newestMtime(p) > built);
}

function filesUnder(dir) {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((e) => {
    if (!e.isFile()) return [];
    return [path.join(e.parentPath, e.name)];
  });
}

const isSource = (f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.endsWith('.test.ts');
const isTest = (f) => /\.test\.[cm]?[jt]s$/.test(f);

/** Where a source file's compiled module goes. */
function outputOf(file) {
  const [src, dist] = file.startsWith(contractsSrc + path.sep)
    ? [contractsSrc, contractsDist]
    : [serverSrc, serverDist];
  return path.join(dist, path.relative(src, file)).replace(/\.ts$/, '.js');
}

const relativeSpecifier = (fromFile, toFile) => {
  const rel = path.relative(path.dirname(fromFile), toFile).split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
};

/**
 * Every import stays an import (no bundling): one of our modules becomes the relative path of
 * its compiled file (with the `.js` Node needs), the contracts package becomes its copy in dist,
 * and packages are left for Node to load from node_modules.
 */
const keepModules = {
  name: 'keep-modules',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind === 'entry-point' || args.pluginData?.inner) return undefined;
      const ours = args.path.startsWith('.') || args.path === CONTRACTS || args.path.startsWith(`${CONTRACTS}/`);
      if (!ours) return { path: args.path, external: true };
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { inner: true },
      });
      if (resolved.errors.length) return { errors: resolved.errors };
      if (!resolved.path.endsWith('.ts')) return { path: args.path, external: true };
      return { path: relativeSpecifier(outputOf(args.importer), outputOf(resolved.path)), external: true };
    });
  },
};

/** Builds into a fresh folder and swaps it in, so a build never leaves a half-written dist behind. */
export async function buildServer() {
  const { build } = await import('esbuild');
  const began = Date.now();
  const tmp = `${serverDist}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  const sources = [...filesUnder(serverSrc), ...filesUnder(contractsSrc)];
  const entries = sources.filter(isSource);
  const result = await build({
    entryPoints: entries.map((f) => ({ in: f, out: path.relative(serverDist, outputOf(f)).replace(/\.js$/, '') })),
    outdir: tmp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [keepModules],
  });
  if (result.errors.length) throw new Error('server build failed');
  // Data files and plain-JS modules (seed data, the SQLite snapshot worker) sit beside the code that reads them.
  for (const f of sources.filter((f) => !f.endsWith('.ts') && !isTest(f))) {
    const to = path.join(tmp, path.relative(serverDist, outputOf(f)));
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(f, to);
  }
  // Stamped with the time the build began, so a source saved during the build makes it stale.
  fs.writeFileSync(path.join(tmp, '.built'), `${new Date(began).toISOString()}\n`);
  fs.utimesSync(path.join(tmp, '.built'), began / 1000, began / 1000);
  const old = `${serverDist}.old-${process.pid}`;
  if (fs.existsSync(serverDist)) fs.renameSync(serverDist, old);
  fs.renameSync(tmp, serverDist);
  fs.rmSync(old, { recursive: true, force: true });
}

/** Builds the server when dist is missing or stale; returns whether it built. */
export async function ensureServerBuilt({ force = false, log = console.log } = {}) {
  if (!force && !serverBuildIsStale()) return false;
  log('Building the server (apps/server/dist)…');
  await buildServer();
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await ensureServerBuilt({ force: process.argv.includes('--force'), log: (line) => console.error(line) });
}
