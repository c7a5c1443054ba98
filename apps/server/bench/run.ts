// `npm run bench [-- --engine sqlite|postgres|both] [--compare <git-ref>]`: fills a database to
// benchmark scale (engines.ts: a SQLite file and a PostgreSQL cluster, each kept and reused while
// its scale is unchanged), starts the server on it and drives each scenario with autocannon —
// with both engines, every scenario on each engine back to back — then writes docs/benchmarks.md
// (report.ts) with the latest run's command and figures and, in a plain run, WORKERS=2 against one.
// `--compare <ref>`: the ref's server (compare.ts) and the working tree's on the same data,
// interleaved scenario by scenario and round by round, reporting new ÷ old req/s and both p95s.
// Scale: BENCH_PRODUCTS (100000), BENCH_SAMPLES (1000000). BENCH_SECONDS per measurement (10; 3
// when comparing) after BENCH_WARMUP unmeasured (2; 1 when comparing), BENCH_ROUNDS when
// comparing (3), BENCH_CONNECTIONS (8); BENCH_DIR (.bench), BENCH_PORT (8199).
// BENCH_ONLY=stalls: only the import/export stall scenarios (stalls.ts), to docs/benchmarks-stalls.md;
// BENCH_ONLY=scenarios: without them; BENCH_ONLY=dna: only the DNA identification (dna.ts);
// BENCH_ONLY=writers: only readers beside two writers (writers.ts), with --compare old and new in turn.
// BENCH_ONLY=field: only the field sync of 500 records with 2,000 photos (field.ts), on its own server.
// BENCH_SCENARIOS=deep,random: only the scenarios whose name holds one of these words.
// BENCH_REPORT: write the report to that file instead (relative to the repository root).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BENCH_USER, type BenchTarget, enginesFromArgs, postgresTarget, sqliteTarget } from './engines';
import {
  type ComparedResult,
  type ComparedRun,
  compareReport,
  type EngineRun,
  report,
  type Result,
  type WorkersComparison,
  withKeptSections,
} from './report';
import type { Scale } from './rows';
import { type StallResult, stallScenarios, stallTable } from './stalls';
import { runDnaBench } from './dna';
import { runFieldBench } from './field';
import { checkout, type ServerApp, withOldMigrationsOnly, workingTree } from './compare';
import {
  type ReadRoute,
  WRITERS_END,
  WRITERS_START,
  type WritersRun,
  writersScenario,
  writersSection,
} from './writers';

type Scenario = [string, string, Record<string, string>, (() => string)?];

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const argv = process.argv.slice(2);
const compareRef = argv.includes('--compare') ? argv[argv.indexOf('--compare') + 1] : undefined;
if (argv.includes('--compare') && !compareRef) throw new Error('--compare needs a git ref');
const dir = process.env.BENCH_DIR ?? path.join(root, '.bench');
const scale: Scale = {
  products: Number(process.env.BENCH_PRODUCTS ?? 100_000),
  samples: Number(process.env.BENCH_SAMPLES ?? 1_000_000),
};
const seconds = Number(process.env.BENCH_SECONDS ?? (compareRef ? 3 : 10));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const port = Number(process.env.BENCH_PORT ?? 8199);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** Seconds each scenario runs unmeasured first, so caches (page cache, anchors, plans) are as in a running server. */
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? (compareRef ? 1 : 2));
const USER = BENCH_USER;
const stallsOnly = process.env.BENCH_ONLY === 'stalls';
const skipStalls = process.env.BENCH_ONLY === 'scenarios' || Boolean(compareRef);
const stallRuns: { engine: string; results: StallResult[] }[] = [];
const only = process.env.BENCH_SCENARIOS?.split(',')
  .map((w) => w.trim())
  .filter(Boolean);

async function waitForHealth(child: ChildProcess, base: string) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const v = sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  return Math.round(v * 10) / 10;
}

/** A deterministic stream of numbers in [0, 1) (so every run asks for the same pages). */
function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/** Load average (1 min) seen at each measurement, for the report. */
const loads: number[] = [];

/** A measurement with its latencies, so several rounds can be pooled. */
type Measured = Result & { latencies: number[] };

function summary(name: string, url: string, latencies: number[], rps: number, errors: number): Measured {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name,
    url,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rps,
    errors,
    latencies: sorted,
  };
}

async function measure(
  base: string,
  name: string,
  url: string,
  headers: Record<string, string>,
  pick?: () => string,
  duration = seconds,
): Promise<Measured> {
  const check = await fetch(base + (pick ? pick() : url), { headers });
  const body = (await check.json()) as { code: number; data: unknown };
  if (body.code !== 1) throw new Error(`${name}: ${url} answered ${JSON.stringify(body).slice(0, 300)}`);
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    // With `pick`, every request asks for another path.
    const requests = pick ? [{ setupRequest: (req: object) => ({ ...req, path: pick() }) }] : undefined;
    const instance = autocannon({ url: base + url, headers, connections, duration, requests }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      if (status !== 200) errors++;
    });
  });
  loads.push(os.loadavg()[0]!);
  return summary(name, url, latencies, result.requests.average, errors + result.errors + result.timeouts);
}

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const log = (s: Server, r: Result) =>
  console.log(
    `${s.target.engine}: ${r.name}: p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, ${Math.round(r.rps)} req/s`,
  );

async function targetsOf(): Promise<BenchTarget[]> {
  const targets: BenchTarget[] = [];
  for (const engine of enginesFromArgs(argv)) {
    const dataDir = path.join(dir, engine);
    targets.push(engine === 'sqlite' ? await sqliteTarget(dataDir, scale) : await postgresTarget(dataDir, scale));
  }
  return targets;
}

async function main() {
  if (process.env.BENCH_ONLY === 'dna') return runDnaBench(root);
  if (process.env.BENCH_ONLY === 'field') return runFieldBench(root);
  if (process.env.BENCH_ONLY === 'writers') return runWriters(compareRef);
  if (compareRef) return compare(compareRef);
  const app = workingTree(root);
  const targets: BenchTarget[] = [];
  const servers: Server[] = [];
  let runs: EngineRun[];
  try {
    targets.push(...(await targetsOf()));
    // One server per engine (ports BENCH_PORT, BENCH_PORT + 1), both up for the whole run.
    for (const [i, target] of targets.entries()) {
      console.log(`— ${target.description}`);
      servers.push(await startServer(app, target, port + i));
    }
    runs = await measureInterleaved(servers);
    if (!stallsOnly && !only) runs = await withWorkers(app, servers, runs);
  } finally {
    for (const s of servers) await stopServer(s);
    for (const t of targets) t.stop();
  }
  write(runs);
  if (!process.env.BENCH_ONLY && !only) await runDnaBench(root);
}

interface Server {
  target: BenchTarget;
  child: ChildProcess;
  base: string;
  auth: Record<string, string>;
  scenarios: Scenario[];
}

/** Every scenario on each engine back to back (the engine that goes first alternates). */
async function measureInterleaved(servers: Server[]): Promise<EngineRun[]> {
  const results: Result[][] = servers.map(() => []);
  const count = stallsOnly ? 1 : servers[0]!.scenarios.length;
  for (let i = 0; i < count; i++) {
    const order = i % 2 === 0 ? servers.map((_, k) => k) : servers.map((_, k) => k).reverse();
    for (const k of order) results[k]!.push(await measureOne(servers[k]!, servers[k]!.scenarios[i]!));
  }
  for (const s of skipStalls || only ? [] : servers) {
    stallRuns.push({
      engine: s.target.engine,
      results: await stallScenarios({
        base: s.base,
        auth: s.auth,
        products: scale.products,
        measure: (name, url, headers) => measure(s.base, name, url, headers),
      }),
    });
  }
  return servers.map((s, k) => ({
    engine: s.target.engine,
    description: s.target.description,
    results: results[k]!,
    rssMb: peakRssMb(s.child.pid!),
  }));
}

async function measureOne(s: Server, [name, url, headers, pick]: Scenario, rewarm = true): Promise<Measured> {
  if (rewarm) s.target.rewarm();
  if (warmupSeconds > 0) await measure(s.base, name, url, headers, pick, warmupSeconds);
  const r = await measure(s.base, name, url, headers, pick);
  log(s, r);
  return r;
}

/** The list scenario the WORKERS comparison uses. */
const WORKERS_SCENARIO = 'matter samples: page 1 with total';

/**
 * Per engine: a list scenario with WORKERS=1 (this server), a WORKERS=2 server on the same
 * database, and WORKERS=1 again; the mean of the one-worker runs is compared, so a load that
 * drifts during the three runs flatters neither side.
 */
async function withWorkers(app: ServerApp, servers: Server[], runs: EngineRun[]): Promise<EngineRun[]> {
  const out: EngineRun[] = [];
  for (const [k, s] of servers.entries()) {
    const [name, url, headers, pick] = s.scenarios.find(([n]) => n === WORKERS_SCENARIO)!;
    const first = await measureOne(s, [`${name} (WORKERS=1)`, url, headers, pick]);
    const two = await startServer(app, s.target, port + servers.length + k, 2);
    let pair: Result;
    try {
      pair = await measureOne(two, [`${name} (WORKERS=2)`, url, headers, pick]);
    } finally {
      await stopServer(two);
    }
    const second = await measureOne(s, [`${name} (WORKERS=1)`, url, headers, pick]);
    const ratio = pair.rps / ((first.rps + second.rps) / 2);
    console.log(`  WORKERS=2 / WORKERS=1: ${ratio.toFixed(2)}`);
    const workers: WorkersComparison = { scenario: name, url, one: [first, second], two: pair, ratio };
    out.push({ ...runs[k]!, workers });
  }
  return out;
}

/**
 * The compare run: per engine, the ref's server and the working tree's on the same database
 * (both up at once, on ports BENCH_PORT + 2k and + 2k + 1), and for every scenario BENCH_ROUNDS
 * rounds of one measurement of each, which goes first alternating — so both see the same
 * machine, whose load drifts within minutes. Each side's req/s is the mean of its rounds and
 * its percentiles are those of all its rounds' requests.
 */
async function compare(ref: string) {
  const old = checkout(root, ref);
  const targets: BenchTarget[] = [];
  const servers: { old: Server; new: Server }[] = [];
  const runs: ComparedRun[] = [];
  let fresh: ServerApp | undefined;
  try {
    fresh = workingTree(root);
    targets.push(...(await targetsOf()));
    for (const [i, target] of targets.entries()) {
      console.log(`— ${target.description}`);
      const before = await withOldMigrationsOnly(target.db, old.app, () => startServer(old.app, target, port + 2 * i));
      servers.push({ old: before, new: await startServer(fresh, target, port + 2 * i + 1) });
    }
    const results: ComparedResult[][] = servers.map(() => []);
    const count = servers[0]!.new.scenarios.length;
    for (let i = 0; i < count; i++) {
      for (const [k, pair] of servers.entries()) {
        const sides = { old: [] as Measured[], new: [] as Measured[] };
        pair.new.target.rewarm();
        for (let round = 0; round < rounds; round++) {
          const order = (i + round) % 2 === 0 ? (['old', 'new'] as const) : (['new', 'old'] as const);
          for (const side of order) sides[side].push(await measureOne(pair[side], pair[side].scenarios[i]!, false));
        }
        const pooled = (ms: Measured[]) =>
          summary(
            ms[0]!.name,
            ms[0]!.url,
            ms.flatMap((m) => m.latencies),
            ms.reduce((sum, m) => sum + m.rps, 0) / ms.length,
            ms.reduce((sum, m) => sum + m.errors, 0),
          );
        const o = pooled(sides.old);
        const n = pooled(sides.new);
        const ratio = n.rps / o.rps;
        console.log(`${pair.new.target.engine}: ${n.name}: new ÷ old ${ratio.toFixed(2)}`);
        results[k]!.push({ name: n.name, url: n.url, old: strip(o), new: strip(n), ratio });
      }
    }
    runs.push(
      ...servers.map((pair, k) => ({
        engine: pair.new.target.engine,
        description: pair.new.target.description,
        results: results[k]!,
      })),
    );
  } finally {
    for (const pair of servers) for (const s of [pair.old, pair.new]) await stopServer(s);
    for (const t of targets) t.stop();
    old.remove();
  }
  const engines = runs.map((r) => r.engine);
  const text = compareReport(runs, {
    command: commandLine(engines, ['--compare', ref]),
    scale,
    connections,
    load: `per scenario and engine, ${rounds} rounds of ${seconds} s for each server (after ${warmupSeconds} s unmeasured), old and new taking turns, which goes first alternating; each side's req/s the mean of its rounds, its p95 over all its requests; both servers WORKERS=1 on the same database`,
    loadAverage: loadAverage(),
    servers: { old: old.app.label, new: fresh!.label },
  });
  writeReport(text, 'docs/benchmarks.md');
}

const strip = ({ latencies: _, ...r }: Measured): Result => r;

function loadAverage(): string | undefined {
  if (!loads.length) return undefined;
  return `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${os.cpus().length} cores (1-minute load average at the end of each measurement; other work shares the machine)`;
}

function commandLine(engines: string[], extra: string[] = []): string {
  const flag = engines.length === 2 ? 'both' : engines[0]!;
  const env = [
    scale.samples !== 1_000_000 && `BENCH_SAMPLES=${scale.samples}`,
    scale.products !== 100_000 && `BENCH_PRODUCTS=${scale.products}`,
    process.env.BENCH_SECONDS && `BENCH_SECONDS=${seconds}`,
    process.env.BENCH_WARMUP && `BENCH_WARMUP=${warmupSeconds}`,
    compareRef && process.env.BENCH_ROUNDS && `BENCH_ROUNDS=${rounds}`,
    connections !== 8 && `BENCH_CONNECTIONS=${connections}`,
    process.env.BENCH_ONLY && `BENCH_ONLY=${process.env.BENCH_ONLY}`,
    ...['BENCH_READ_RATE', 'BENCH_WRITE_RATE', 'BENCH_WRITERS_SECONDS'].map(
      (k) => process.env.BENCH_ONLY === 'writers' && process.env[k] && `${k}=${process.env[k]}`,
    ),
    only && `BENCH_SCENARIOS=${only.join(',')}`,
  ].filter(Boolean);
  const args = [...(flag === 'sqlite' ? [] : ['--engine', flag]), ...extra];
  return [...env, 'npm run bench', ...(args.length ? ['--', ...args] : [])].join(' ');
}

function writeReport(text: string, fallback: string) {
  // BENCH_REPORT: another file (a trial run that must not touch the committed report).
  const doc = process.env.BENCH_REPORT ?? fallback;
  const file = path.resolve(root, doc);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, withKeptSections(text, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''));
  console.log(`Wrote ${doc}`);
}

async function stopServer(s: Server) {
  s.child.kill('SIGTERM');
  await new Promise((resolve) => (s.child.exitCode !== null ? resolve(null) : s.child.once('exit', resolve)));
}

/** Starts the server (WORKERS=`workers`) on one engine's database and works out its scenarios. */
async function startServer(app: ServerApp, target: BenchTarget, port: number, workers = 1): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, app.args, {
    cwd: app.cwd,
    env: {
      ...process.env,
      ...target.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WORKERS: String(workers),
      YAOSHI_DEMO: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(child, base);
    const login = await fetch(`${base}/api/User/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(USER),
    });
    const answer = (await login.json()) as { data: { userinfo: { token: string } } | null };
    if (!answer.data) throw new Error(`bench login failed: ${JSON.stringify(answer)}`);
    const token = answer.data.userinfo.token;
    const auth = { token };
    const matter = await (await fetch(`${base}/api/matters?q=${encodeURIComponent('枸杞子')}`)).json();
    const matterId = (matter as { data: { list: { id: number }[] } }).data.list[0]!.id;
    const sampleList = (await (await fetch(`${base}/api/matter-samples?pageSize=1`, { headers: auth })).json()) as {
      data: { total: number; list: { id: number }[] };
    };
    const deepPage = Math.floor(sampleList.data.total / 10 / 2);
    // The keyset cursor of the same deep page: the last id of the page before it.
    const before = (await (
      await fetch(`${base}/api/matter-samples?current=${deepPage - 1}&pageSize=10`, { headers: auth })
    ).json()) as { data: { list: { id: number }[] } };
    const cursor = before.data.list.at(-1)!.id;
    // Varied requests: pages all over the list, and 2-character searches for every substance.
    const lastPage = Math.ceil(sampleList.data.total / 10);
    const randomPage = lcg(7);
    const anyPage = () => `/api/matter-samples?current=${2 + Math.floor(randomPage() * (lastPage - 1))}&pageSize=10`;
    const names = (await (await fetch(`${base}/api/matters?pageSize=100`)).json()) as {
      data: { list: { material_name: string }[] };
    };
    const words = [...new Set(names.data.list.map((m) => [...m.material_name].slice(0, 2).join('')))];
    let next = 0;
    const anyWord = () => `/api/matter-samples?q=${encodeURIComponent(words[next++ % words.length]!)}&pageSize=10`;
    const scenarios: Scenario[] = [
      ['health', '/api/health', {}],
      ['matter samples: page 1 with total', '/api/matter-samples?current=1&pageSize=10', auth],
      [`matter samples: deep page ${deepPage}`, `/api/matter-samples?current=${deepPage}&pageSize=10`, auth],
      [
        `matter samples: deep page ${deepPage} by keyset (after=)`,
        `/api/matter-samples?current=${deepPage}&pageSize=10&after=${cursor}`,
        auth,
      ],
      [`matter samples: random pages 2–${lastPage}`, `/api/matter-samples?current=<random>&pageSize=10`, auth, anyPage],
      ['matter samples: filter by matter', `/api/matter-samples?matter_id=${matterId}&current=1&pageSize=10`, auth],
      ['products: page 1 with total', '/api/products?current=1&pageSize=10', {}],
      ['products: 2-character Chinese search 枸杞', `/api/products?q=${encodeURIComponent('枸杞')}&pageSize=10`, {}],
      ['products: pinyin search gouqi', '/api/products?q=gouqi&pageSize=10', {}],
      // The first letter typed in the search box: a prefix of every pinyin token starting with it.
      ['matter samples: one-letter pinyin search g', '/api/matter-samples?q=g&pageSize=10', auth],
      ['matter samples: filter by grade, pinyin search sh', '/api/matter-samples?grade=premium&q=sh&pageSize=10', auth],
      [
        'matter samples: 2-character Chinese search 山药',
        `/api/matter-samples?q=${encodeURIComponent('山药')}&pageSize=10`,
        auth,
      ],
      [
        `matter samples: 2-character search, ${words.length} words in turn`,
        `/api/matter-samples?q=<first 2 characters of each substance name>&pageSize=10`,
        auth,
        anyWord,
      ],
      ['matter sample detail', `/api/matter-samples/${sampleList.data.list[0]!.id}`, auth],
      ['matter detail', `/api/matters/${matterId}`, {}],
    ];
    const chosen = only ? scenarios.filter(([name], i) => i === 0 || only.some((w) => name.includes(w))) : scenarios;
    return { target, child, base, auth, scenarios: chosen };
  } catch (err) {
    await stopServer({ target, child, base, auth: {}, scenarios: [] });
    throw err;
  }
}

/**
 * Readers beside two writers (writers.ts), per engine: the working tree's server, or with a ref
 * the ref's and the working tree's one after the other on the same data (which goes first
 * alternating by engine); into its own section of docs/benchmarks.md.
 */
async function runWriters(ref?: string) {
  const old = ref ? checkout(root, ref) : undefined;
  const targets: BenchTarget[] = [];
  const runs: WritersRun[] = [];
  let routes: ReadRoute[] = [];
  const warmup = Number(process.env.BENCH_WARMUP ?? 5);
  let fresh: ServerApp | undefined;
  try {
    fresh = workingTree(root);
    targets.push(...(await targetsOf()));
    for (const [i, target] of targets.entries()) {
      console.log(`— ${target.description}`);
      const sides: [string, ServerApp][] = old
        ? [
            ['old', old.app],
            ['new', fresh],
          ]
        : [['', fresh]];
      for (const [side, app] of i % 2 ? sides.reverse() : sides) {
        target.rewarm();
        const start = () => startServer(app, target, port + i);
        const server = side === 'old' ? await withOldMigrationsOnly(target.db, app, start) : await start();
        try {
          console.log(`${target.engine}${side ? ` (${side})` : ''}:`);
          const r = await writersScenario(server.base, warmup);
          routes = r.routes;
          runs.push({ engine: target.engine, side, phases: r.phases });
        } finally {
          await stopServer(server);
        }
      }
    }
  } finally {
    for (const t of targets) t.stop();
    old?.remove();
  }
  const section = writersSection(runs, {
    command: commandLine(
      runs.map((r) => r.engine).filter((e, k, all) => all.indexOf(e) === k),
      ref ? ['--compare', ref] : [],
    ),
    data: `the catalogue, ${scale.products.toLocaleString('en')} products, ${scale.samples.toLocaleString('en')} samples (bench/rows.ts), the same in each engine`,
    routes,
    warmupSeconds: warmup,
    servers: old ? [`Old server: ${old.app.label}`, `New server: ${fresh!.label}`] : [`Server: ${fresh!.label}`],
  });
  const doc = process.env.BENCH_REPORT ?? 'docs/benchmarks.md';
  const file = path.resolve(root, doc);
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const from = previous.indexOf(WRITERS_START);
  const to = previous.indexOf(WRITERS_END, from);
  fs.writeFileSync(
    file,
    from >= 0 && to > from
      ? previous.slice(0, from) + section + previous.slice(to + WRITERS_END.length)
      : `${previous.trimEnd()}\n\n${section}\n`,
  );
  console.log(`Wrote the writers section of ${doc}`);
}

function write(runs: EngineRun[]) {
  const text = report(
    runs,
    {
      command: commandLine(runs.map((r) => r.engine)),
      scale,
      connections,
      load: `${seconds} s per scenario after ${warmupSeconds} s unmeasured, server WORKERS=1 (the WORKERS section: 2)${runs.length > 1 ? '; each scenario on both engines back to back, which goes first alternating' : ''}`,
      loadAverage: loadAverage(),
    },
    stallTable(stallRuns),
  );
  writeReport(text, stallsOnly ? 'docs/benchmarks-stalls.md' : 'docs/benchmarks.md');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
