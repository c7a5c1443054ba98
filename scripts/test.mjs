// `npm test`: every test — unit, server integration on each engine in DB_ENGINES
// (default sqlite,postgres; PostgreSQL runs as a throwaway cluster), and browser tests.
// Usage: node scripts/test.mjs [unit|server|e2e ...]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from './pg-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const phases = process.argv.slice(2).length ? process.argv.slice(2) : ['unit', 'server', 'e2e'];
const engines = (process.env.DB_ENGINES ?? 'sqlite,postgres')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = [];
/** Wall time of each step, printed at the end so a slow phase is seen at once. */
const phaseTimes = [];

function run(label, cmd, args, opts = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env: { ...process.env, ...opts.env } });
  if (r.status !== 0) failedSteps.push(label);
  phaseTimes.push(`${label}: ${Math.round((Date.now() - started) / 1000)} s`);
  return r.status === 0;
}

function vitest(label, workspace, env = {}) {
  const out = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(label, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    cwd: path.join(root, workspace),
    env,
  });
  if (fs.existsSync(out)) {
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    // A file that crashed its worker or never finished has no failed test of its own:
    // count each such file as a failure, so the total line can't hide it.
    const brokenFiles = (r.testResults ?? []).filter(
      (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
    );
    for (const f of brokenFiles) console.error(`✖ ${path.relative(root, f.name)} did not finish: ${f.message ?? ''}`);
    let failed = r.numFailedTests + brokenFiles.length;
    if (!ok && failed === 0) {
      console.error(`✖ ${label}: vitest exited with an error outside any test (worker crash or unhandled error)`);
      failed = 1;
    }
    totals.failed += failed;
  } else {
    totals.failed += 1;
  }
}

let built;
/** The web app and the compiled server, as `npm start` serves them (built once per run). */
function buildForStart() {
  built ??=
    run('build web app', 'npm', ['run', 'build', '-w', '@yaoshi/web']) &&
    run('build server', process.execPath, ['scripts/build-server.mjs']);
  return built;
}

/**
 * The browser spec files that took longest (every attempt's time, retries included), so a
 * slow or retried spec is seen at the end of the log rather than searched for in it.
 */
function printSlowestSpecs(report, count = 10) {
  const perFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? []).flatMap((t) => t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
      perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  const slowest = [...perFile].sort((a, b) => b[1] - a[1]).slice(0, count);
  if (!slowest.length) return;
  console.log('\nSlowest browser spec files (test time summed, retries included):');
  for (const [file, ms] of slowest) console.log(`  ${(ms / 1000).toFixed(0).padStart(5)} s  ${file}`);
}

function chromiumMissing() {
  return !fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
}

if (phases.includes('unit')) {
  vitest('unit: contracts', 'packages/contracts');
  vitest('unit: web', 'apps/web');
}

if (phases.includes('server')) {
  let cluster;
  const env = { DB_ENGINES: engines.join(',') };
  try {
    if (engines.includes('postgres')) {
      console.log('\n▶ starting a throwaway PostgreSQL cluster');
      cluster = await startCluster();
      env.TEST_PG_URL = cluster.url;
    }
    // test/production-start.test.ts runs `npm start`: built here, it starts without building.
    buildForStart();
    vitest(`server: ${engines.join('+')}`, 'apps/server', env);
  } catch (err) {
    console.error(`\n✖ ${err.message}`);
    failedSteps.push('server');
    totals.failed += 1;
  } finally {
    cluster?.stop();
  }
}

if (phases.includes('e2e')) {
  if (chromiumMissing()) {
    console.error('\n✖ Browser tests need Debian Chromium at /usr/bin/chromium:  apt-get install -y chromium');
    failedSteps.push('e2e');
    totals.failed += 1;
  } else if (buildForStart()) {
    const out = path.join(reports, 'e2e.json');
    const ok = run(
      'browser tests (Playwright, Debian Chromium)',
      'npx',
      ['playwright', 'test', '--reporter=list,json'],
      {
        cwd: path.join(root, 'e2e'),
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
      },
    );
    if (fs.existsSync(out)) {
      const report = JSON.parse(fs.readFileSync(out, 'utf8'));
      printSlowestSpecs(report);
      const s = report.stats;
      totals.passed += s.expected + (s.flaky ?? 0);
      totals.skipped += s.skipped;
      // Errors outside any test (a crashed worker, a broken global setup) count too.
      const outside = (report.errors ?? []).length;
      totals.failed += s.unexpected + outside + (!ok && s.unexpected + outside === 0 ? 1 : 0);
    } else {
      totals.failed += 1;
    }
  } else {
    totals.failed += 1;
  }
}

fs.rmSync(reports, { recursive: true, force: true });
console.log('');
console.log(`Phase times: ${phaseTimes.join('; ')}`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`Total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
