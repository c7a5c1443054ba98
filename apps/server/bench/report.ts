// docs/benchmarks.md from one `npm run bench` run: the command, the machine and the figures of
// that run only, with one line per budget — a plain run (each engine's table, and both engines
// side by side) or a compare run (old and new code per scenario, compare.ts).
import os from 'node:os';
import type { EngineName } from './engines';
import type { Scale } from './rows';

export interface Result {
  name: string;
  url: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

/** WORKERS=2 against WORKERS=1 on one list scenario: one-worker runs before and after the two-worker one. */
export interface WorkersComparison {
  scenario: string;
  url: string;
  one: Result[];
  two: Result;
  /** two.rps ÷ the mean of one[].rps */
  ratio: number;
}

export interface EngineRun {
  engine: EngineName;
  description: string;
  results: Result[];
  rssMb: number;
  workers?: WorkersComparison;
}

/** One scenario of a compare run on one engine: the old and the new server, several rounds each. */
export interface ComparedResult {
  name: string;
  url: string;
  old: Result;
  new: Result;
  /** new.rps ÷ old.rps */
  ratio: number;
}

export interface ComparedRun {
  engine: EngineName;
  description: string;
  results: ComparedResult[];
}

export interface RunInfo {
  command: string;
  scale: Scale;
  connections: number;
  /** How each scenario was driven (seconds, warm-up, rounds, order). */
  load: string;
  /** The load average seen during the run. */
  loadAverage?: string;
  /** Compare runs: what ran as the old and as the new server. */
  servers?: { old: string; new: string };
}

export const LABEL: Record<EngineName, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
export const P95_BUDGET = 50;
export const WORKERS_BUDGET = 1.4;
export const COMPARE_BUDGET = 0.7;

const rps = (r: Result) => Math.round(r.rps);
const met = (ok: boolean) => (ok ? 'met' : '**missed**');

function header(info: RunInfo, budgets: string[]): string[] {
  const cpu = os.cpus();
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (apps/server/bench/run.ts): the latest run only.',
    '',
    `- Command: \`${info.command}\``,
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`,
    `- Data: the catalogue, ${info.scale.products.toLocaleString('en')} products, ${info.scale.samples.toLocaleString('en')} samples (half matter, half product samples), the same generated rows in each engine (bench/rows.ts)`,
    `- Load: autocannon, ${info.connections} connections; ${info.load}; server and load generator on the same machine`,
    ...(info.loadAverage ? [`- Load average during the run: ${info.loadAverage}`] : []),
    ...(info.servers ? [`- Old server: ${info.servers.old}`, `- New server: ${info.servers.new}`] : []),
    ...budgets.map((b) => `- Budget: ${b}`),
    '',
  ];
}

function urls(results: { name: string; url: string }[]): string[] {
  return ['URLs:', '', ...results.map((r) => `- ${r.name}: \`${r.url}\``), ''];
}

function bothEngines(sqlite: EngineRun, pg: EngineRun): string[] {
  const byName = new Map(pg.results.map((r) => [r.name, r]));
  return [
    '## Both engines',
    '',
    '| scenario | SQLite req/s | SQLite p95 ms | PostgreSQL req/s | PostgreSQL p95 ms | PostgreSQL ÷ SQLite |',
    '|---|---:|---:|---:|---:|---:|',
    ...sqlite.results.map((s) => {
      const p = byName.get(s.name);
      return p
        ? `| ${s.name} | ${rps(s)} | ${s.p95} | ${rps(p)} | ${p.p95} | ${(p.rps / s.rps).toFixed(2)} |`
        : `| ${s.name} | ${rps(s)} | ${s.p95} | — | — | — |`;
    }),
    '',
  ];
}

function engineTable(run: EngineRun): string[] {
  return [
    `## ${LABEL[run.engine]}`,
    '',
    `- Database: ${run.description}`,
    `- Server peak RSS during the run: ${run.rssMb} MB`,
    '',
    `| scenario | p50 ms | p95 ms | p99 ms | req/s | errors | p95 ≤ ${P95_BUDGET} ms |`,
    '|---|---:|---:|---:|---:|---:|---|',
    ...run.results.map(
      (r) => `| ${r.name} | ${r.p50} | ${r.p95} | ${r.p99} | ${rps(r)} | ${r.errors} | ${met(r.p95 <= P95_BUDGET)} |`,
    ),
    '',
    ...workersTable(run),
  ];
}

function workersTable(run: EngineRun): string[] {
  const w = run.workers;
  if (!w) return [];
  const [a, b] = w.one;
  return [
    `### ${LABEL[run.engine]}: WORKERS=2 against WORKERS=1`,
    '',
    `\`${w.url}\` (${w.scenario}): one worker, two workers (a second server on the same database), one worker again.`,
    '',
    '| run | req/s | p95 ms |',
    '|---|---:|---:|',
    `| WORKERS=1 | ${rps(a!)} | ${a!.p95} |`,
    `| WORKERS=2 | ${rps(w.two)} | ${w.two.p95} |`,
    `| WORKERS=1 again | ${rps(b!)} | ${b!.p95} |`,
    `| **WORKERS=2 ÷ mean WORKERS=1** | **${w.ratio.toFixed(2)}** | ${met(w.ratio >= WORKERS_BUDGET)} (≥ ${WORKERS_BUDGET}) |`,
    '',
  ];
}

/** A plain run: both engines side by side (when both ran), then each engine's table. */
export function report(runs: EngineRun[], info: RunInfo, sections: string[] = []): string {
  const sqlite = runs.find((r) => r.engine === 'sqlite');
  const pg = runs.find((r) => r.engine === 'postgres');
  return [
    ...header(info, [
      `p95 ≤ ${P95_BUDGET} ms for every scenario on both engines.`,
      `WORKERS=2 ≥ ${WORKERS_BUDGET} × the req/s of one worker.`,
    ]),
    ...(sqlite && pg ? bothEngines(sqlite, pg) : []),
    ...runs.flatMap(engineTable),
    ...sections,
    ...urls(runs[0]?.results ?? []),
  ].join('\n');
}

/** A compare run: per engine, every scenario's old and new req/s, their ratio and both p95s. */
export function compareReport(runs: ComparedRun[], info: RunInfo): string {
  return [
    ...header(info, [
      `new ÷ old req/s ≥ ${COMPARE_BUDGET} for every scenario on both engines.`,
      `p95 ≤ ${P95_BUDGET} ms for every scenario on both engines.`,
    ]),
    ...runs.flatMap((run) => [
      `## ${LABEL[run.engine]}`,
      '',
      `- Database: ${run.description}`,
      '',
      `| scenario | old req/s | new req/s | new ÷ old | old p95 ms | new p95 ms | ≥ ${COMPARE_BUDGET} and p95 ≤ ${P95_BUDGET} ms |`,
      '|---|---:|---:|---:|---:|---:|---|',
      ...run.results.map(
        (r) =>
          `| ${r.name} | ${rps(r.old)} | ${rps(r.new)} | ${r.ratio.toFixed(2)} | ${r.old.p95} | ${r.new.p95} | ${met(r.ratio >= COMPARE_BUDGET && r.new.p95 <= P95_BUDGET)} |`,
      ),
      '',
    ]),
    ...urls(runs[0]?.results ?? []),
  ].join('\n');
}

/** Sections other tools write into the same file (e.g. `npm run bench:web`), kept as they are. */
const KEPT: [string, string][] = [
  ['<!-- web-bench:start -->', '<!-- web-bench:end -->'],
  ['<!-- dna-bench:start -->', '<!-- dna-bench:end -->'],
  ['<!-- writers-bench:start -->', '<!-- writers-bench:end -->'],
  ['<!-- field-bench:start -->', '<!-- field-bench:end -->'],
];

export function withKeptSections(text: string, previous: string): string {
  const kept = KEPT.flatMap(([start, end]) => {
    const from = previous.indexOf(start);
    const to = previous.indexOf(end, from);
    return from >= 0 && to > from ? [previous.slice(from, to + end.length)] : [];
  });
  return kept.length ? `${text.trimEnd()}\n\n${kept.join('\n\n')}\n` : text;
}
