// docs/benchmarks.md from one `npm run bench` run: engines side by side (with the
// PostgreSQL/SQLite throughput ratio per scenario), then each engine's full table.
import os from 'node:os';
import type { EngineName } from './engines';
import type { Floor } from './floor';
import type { WorkersComparison } from './hot-paths';
import type { Scale } from './rows';

export interface Result {
  name: string;
  url: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  /** The same statements run directly on the database (floor.ts). */
  floor?: Floor;
  /** /api/health req/s measured just before and just after this scenario on the same server. */
  ceilingAround?: [number, number];
}

export interface EngineRun {
  engine: EngineName;
  description: string;
  results: Result[];
  rssMb: number;
  workers?: WorkersComparison;
}

export interface RunInfo {
  command: string;
  scale: Scale;
  connections: number;
  seconds: number;
  /** Seconds each scenario ran unmeasured just before (0: none). */
  warmup?: number;
  workers: string;
  /** How the engines took turns (default: one after the other). */
  order?: string;
  /** The load average seen during the run. */
  load?: string;
}

const LABEL: Record<EngineName, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
/** DESIGN §6 and issue 13: p95 ≤ 50 ms; PostgreSQL ≥ 0.7 × SQLite's throughput. */
const P95_BUDGET = 50;
const RATIO_BUDGET = 0.7;
/** DESIGN §6 / issue 9.4: each scenario ≥ 0.4 × /api/health (one worker); WORKERS=2 ≥ 1.4 × one. */
const CEILING_BUDGET = 0.4;
const WORKERS_BUDGET = 1.4;

const rps = (r: Result) => Math.round(r.rps);

function comparison(sqlite: EngineRun, pg: EngineRun): string[] {
  const byName = new Map(pg.results.map((r) => [r.name, r]));
  return [
    '## Both engines',
    '',
    `| scenario | SQLite req/s | SQLite p95 ms | PostgreSQL req/s | PostgreSQL p95 ms | PG/SQLite | ≥ ${RATIO_BUDGET} and p95 ≤ ${P95_BUDGET} |`,
    '|---|---:|---:|---:|---:|---:|---|',
    ...sqlite.results.map((s) => {
      const p = byName.get(s.name);
      if (!p) return `| ${s.name} | ${rps(s)} | ${s.p95} | — | — | — | — |`;
      const ratio = p.rps / s.rps;
      const met = ratio >= RATIO_BUDGET && p.p95 <= P95_BUDGET && s.p95 <= P95_BUDGET;
      return `| ${s.name} | ${rps(s)} | ${s.p95} | ${rps(p)} | ${p.p95} | ${ratio.toFixed(2)} | ${met ? 'met' : '**missed**'} |`;
    }),
    '',
  ];
}

function engineTable(run: EngineRun): string[] {
  const ceiling = run.results[0]!;
  /** Health's req/s around the scenario: the mean of the runs just before and just after it. */
  const ceilingOf = (r: Result) => (r.ceilingAround ? (r.ceilingAround[0] + r.ceilingAround[1]) / 2 : ceiling.rps);
  const vsCeiling = (r: Result) => r.rps / ceilingOf(r);
  const around = (r: Result) =>
    r.ceilingAround ? r.ceilingAround.map((v) => Math.round(v)).join(' / ') : String(Math.round(ceiling.rps));
  const floor = (r: Result) =>
    r.floor ? `${Math.round(r.floor.rps)} | ${r.floor.statements} | ${(r.rps / r.floor.rps).toFixed(2)}` : '— | — | —';
  const met = (r: Result) => {
    const ok = r.p95 <= P95_BUDGET && (r === ceiling || vsCeiling(r) >= CEILING_BUDGET);
    return ok ? 'met' : '**missed**';
  };
  return [
    `## ${LABEL[run.engine]}`,
    '',
    `- Database: ${run.description}`,
    `- Server peak RSS during the run: ${run.rssMb} MB`,
    '- vs ceiling: req/s ÷ /api/health req/s of the same server, measured for a few seconds just before and just ' +
      'after the scenario, their mean (the load of a shared machine drifts within minutes; budget ≥ ' +
      `${CEILING_BUDGET}); floor: the statements the server runs for one such request (reads on its path, ` +
      'recorded through the app), run directly on the database from the bench process — SQLite on one ' +
      'thread with each statement prepared once, PostgreSQL with as many clients as connections — in ' +
      'requests per second; HTTP/floor: what is left of the floor once HTTP, routing, validation, the ' +
      'query builder and serialisation are paid',
    '',
    '| scenario | p50 ms | p95 ms | p99 ms | req/s | health req/s before / after | vs ceiling | floor req/s | statements | HTTP/floor | errors | p95 ≤ 50 and ≥ 0.4 × ceiling |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...run.results.map(
      (r) =>
        `| ${r.name} | ${r.p50} | ${r.p95} | ${r.p99} | ${rps(r)} | ${around(r)} | ${vsCeiling(r).toFixed(2)} | ${floor(r)} | ${r.errors} | ${met(r)} |`,
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
    `\`${w.url}\` (${w.scenario}), one worker, two workers (a second server on the same database), one worker again, back to back; the load generator runs on the same 2 cores.`,
    '',
    '| run | req/s | p95 ms |',
    '|---|---:|---:|',
    `| WORKERS=1 | ${rps(a!)} | ${a!.p95} |`,
    `| WORKERS=2 | ${rps(w.two)} | ${w.two.p95} |`,
    `| WORKERS=1 again | ${rps(b!)} | ${b!.p95} |`,
    `| **WORKERS=2 ÷ mean WORKERS=1** | **${w.ratio.toFixed(2)}** | ${w.ratio >= WORKERS_BUDGET ? 'met' : '**missed**'} (≥ ${WORKERS_BUDGET}) |`,
    '',
  ];
}

export function report(runs: EngineRun[], info: RunInfo, notes: string[] = []): string {
  const cpu = os.cpus();
  const sqlite = runs.find((r) => r.engine === 'sqlite');
  const pg = runs.find((r) => r.engine === 'postgres');
  const lines = [
    '# Benchmarks',
    '',
    'Produced by `npm run bench` (apps/server/bench/run.ts) — never by timed tests.',
    '',
    `- Command: \`${info.command}\``,
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`,
    `- Data: the 106-substance catalogue, ${info.scale.products.toLocaleString('en')} products, ${info.scale.samples.toLocaleString('en')} samples (half matter, half product samples), the same generated rows in each engine (bench/rows.ts)`,
    `- Load: autocannon, ${info.connections} connections, ${info.seconds} s per scenario${info.warmup ? ` after ${info.warmup} s of it unmeasured (caches filled, as in a server that has been running)` : ''}, server (${info.workers}) and load generator on the same machine; ${info.order ?? 'engines one after the other'}`,
    ...(info.load ? [`- Load average during the run: ${info.load}`] : []),
    `- Budgets: p95 ≤ ${P95_BUDGET} ms for each (DESIGN §6); deep pages as fast as page 1; PostgreSQL ≥ ${RATIO_BUDGET} × SQLite's req/s in the same run (issue 13)`,
    '',
    ...(sqlite && pg ? comparison(sqlite, pg) : []),
    ...runs.flatMap(engineTable),
    ...notes,
    'URLs:',
    '',
    ...(runs[0]?.results ?? []).map((r) => `- ${r.name}: \`${r.url}\``),
    '',
  ];
  return lines.join('\n');
}

/** Sections other tools write into the same file (e.g. `npm run bench:web`), kept as they are. */
const KEPT: [string, string][] = [
  ['<!-- web-bench:start -->', '<!-- web-bench:end -->'],
  ['<!-- dna-bench:start -->', '<!-- dna-bench:end -->'],
];

export function withKeptSections(text: string, previous: string): string {
  const kept = KEPT.flatMap(([start, end]) => {
    const from = previous.indexOf(start);
    const to = previous.indexOf(end, from);
    return from >= 0 && to > from ? [previous.slice(from, to + end.length)] : [];
  });
  return kept.length ? `${text.trimEnd()}\n\n${kept.join('\n\n')}\n` : text;
}
