// Matches the requirements map against a Vitest JSON report: which mapped tests ran, on which
// engines, and whether each passed. Pure, so its unit test needs no run.
import path from 'node:path';

/** Each test of a Vitest report as { file (repo-relative), name, status }. */
export function flattenReport(report, root) {
  const out = [];
  for (const file of report.testResults ?? []) {
    const rel = path.relative(root, file.name).split(path.sep).join('/');
    for (const a of file.assertionResults ?? []) out.push({ file: rel, name: a.fullName ?? a.title, status: a.status });
  }
  return out;
}

/**
 * Per requirement: its mapped tests with the runs found for each (one per engine for a test in
 * `describeEngines`), and a verdict — `met` (every mapped test ran and passed), `failed` (a run
 * failed), `missing` (a mapped test did not run: renamed, removed or skipped), `not-covered`
 * (no test mapped).
 */
export function evaluate(requirements, runs) {
  return requirements.map((req) => {
    const tests = req.tests.map((t) => {
      const found = runs.filter((r) => r.file === t.file && r.name.includes(t.name));
      const ran = found.filter((r) => r.status === 'passed' || r.status === 'failed');
      const state = ran.length === 0 ? 'missing' : ran.some((r) => r.status === 'failed') ? 'failed' : 'passed';
      return { ...t, runs: ran, state };
    });
    const verdict =
      tests.length === 0
        ? 'not-covered'
        : tests.some((t) => t.state === 'failed')
          ? 'failed'
          : tests.some((t) => t.state === 'missing')
            ? 'missing'
            : 'met';
    return { ...req, tests, verdict };
  });
}

/** The totals a reader checks first. */
export function summarise(results) {
  const count = (v) => results.filter((r) => r.verdict === v).length;
  return {
    requirements: results.length,
    met: count('met'),
    failed: count('failed'),
    missing: count('missing'),
    notCovered: count('not-covered'),
    runs: results.reduce((n, r) => n + r.tests.reduce((m, t) => m + t.runs.length, 0), 0),
  };
}
