// `npm run validation-pack`: runs the tests the laboratory's requirements map to
// (scripts/validation-pack/requirements.json) on each engine in DB_ENGINES (default both; a
// throwaway PostgreSQL cluster unless TEST_PG_URL is set), then writes an HTML and a PDF
// document naming the commit, the date and each requirement's result into VALIDATION_DIR
// (default validation-pack/). Exits 1 when a mapped test failed or did not run.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from '../pg-cluster.mjs';
import { evaluate, flattenReport, summarise } from './evaluate.mjs';
import { renderHtml, renderPdf } from './render.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverDir = path.join(root, 'apps/server');
const map = JSON.parse(fs.readFileSync(path.join(root, 'scripts/validation-pack/requirements.json'), 'utf8'));
const engines = (process.env.DB_ENGINES ?? 'sqlite,postgres')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const outDir = path.resolve(root, process.env.VALIDATION_DIR ?? 'validation-pack');

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const run = {
  commit: git('rev-parse', 'HEAD'),
  dirty: git('status', '--porcelain', '--untracked-files=no') !== '',
  date: new Date().toISOString(),
  engines,
  node: process.version,
};

const files = [...new Set(map.requirements.flatMap((r) => r.tests.map((t) => t.file)))];
const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-validation-')), 'vitest.json');
let cluster;
const env = { ...process.env, DB_ENGINES: engines.join(',') };
try {
  if (engines.includes('postgres') && !env.TEST_PG_URL) {
    cluster = await startCluster();
    env.TEST_PG_URL = cluster.url;
  }
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  args.push(...files.map((f) => path.relative(serverDir, path.join(root, f))));
  spawnSync('npx', args, { cwd: serverDir, stdio: 'inherit', env });
} finally {
  cluster?.stop();
}

if (!fs.existsSync(report)) {
  console.error('✖ the tests wrote no report: nothing to validate');
  process.exit(1);
}
const results = evaluate(map.requirements, flattenReport(JSON.parse(fs.readFileSync(report, 'utf8')), root));
const summary = summarise(results);
fs.mkdirSync(outDir, { recursive: true });
const base = path.join(outDir, `validation-${run.date.slice(0, 10)}-${run.commit.slice(0, 12)}`);
const doc = { run, results, summary, about: map.about };
fs.writeFileSync(`${base}.html`, renderHtml(doc));
await renderPdf(doc, `${base}.pdf`, serverDir);

console.log(
  `\nValidation: ${summary.met}/${summary.requirements} requirements met, ${summary.failed} failed, ${summary.missing} missing a test run, ${summary.notCovered} not covered`,
);
console.log(`Wrote ${path.relative(root, base)}.html and .pdf`);
process.exit(summary.failed || summary.missing ? 1 : 0);
