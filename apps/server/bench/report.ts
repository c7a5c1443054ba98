// docs/benchmarks.md from one `npm run bench` run: engines side by side (with the
// PostgreSQL/SQLite throughput ratio per scenario), then each engine's full table.
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

export interface EngineRun {
  engine: EngineName;
  description: string;
  results: Result[];
  rssMb: number;
}

export interface RunInfo {
  command: string;
  scale: Scale;
  connections: number;
  seconds: number;
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
  return [
    `## ${LABEL[run.engine]}`,
    '',
    `- Database: ${run.description}`,
    `- Server peak RSS during the run: ${run.rssMb} MB`,
    '',
    '| scenario | p50 ms | p95 ms | p99 ms | req/s | vs ceiling | errors | p95 budget |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...run.results.map(
      (r) =>
        `| ${r.name} | ${r.p50} | ${r.p95} | ${r.p99} | ${rps(r)} | ${(r.rps / ceiling.rps).toFixed(2)} | ${r.errors} | ${r.p95 <= P95_BUDGET ? 'met' : '**missed**'} |`,
    ),
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
    `- Load: autocannon, ${info.connections} connections, ${info.seconds} s per scenario, server (${info.workers}) and load generator on the same machine; ${info.order ?? 'engines one after the other'}`,
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
