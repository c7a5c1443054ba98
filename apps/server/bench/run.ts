// `npm run bench [-- --engine sqlite|postgres|both]`: fills a database to benchmark scale
// (engines.ts: a SQLite file and a PostgreSQL cluster, each kept and reused while its scale
// is unchanged), starts a server on each (ports BENCH_PORT, BENCH_PORT + 1), drives each
// endpoint with autocannon — with both engines, every scenario on each engine back to back,
// so the ratio compares the same machine — and writes docs/benchmarks.md (report.ts). Scale: BENCH_PRODUCTS (100000), BENCH_SAMPLES (1000000);
// BENCH_SECONDS per scenario (10) after BENCH_WARMUP unmeasured (2), BENCH_CONNECTIONS (8); BENCH_DIR (.bench), BENCH_PORT (8199).
// BENCH_ONLY=stalls: only the import/export stall scenarios (stalls.ts), to docs/benchmarks-stalls.md.
// BENCH_ONLY=dna: only the DNA identification scenario (dna.ts), its section of docs/benchmarks.md.
// BENCH_REPORT: write the report to that file instead (relative to the repository root).
// Each scenario server runs WORKERS=1 (the ratio to /api/health is one process's); then each
// scenario's floor (its statements run directly on the database, floor.ts; BENCH_FLOOR_MS per
// scenario, 2000) and list throughput with WORKERS=2 against WORKERS=1 (hot-paths.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BENCH_USER, type BenchTarget, enginesFromArgs, postgresTarget, sqliteTarget } from './engines';
import { type EngineRun, report, type Result, withKeptSections } from './report';
import type { Scale } from './rows';
import { type StallResult, stallScenarios, stallTable } from './stalls';
import { runDnaBench } from './dna';
import { attachFloors, compareWorkers, type Scenario, scenarioFloors, WORKERS_SCENARIO } from './hot-paths';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const dir = process.env.BENCH_DIR ?? path.join(root, '.bench');
const scale: Scale = {
  products: Number(process.env.BENCH_PRODUCTS ?? 100_000),
  samples: Number(process.env.BENCH_SAMPLES ?? 1_000_000),
};
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const port = Number(process.env.BENCH_PORT ?? 8199);
const floorMs = Number(process.env.BENCH_FLOOR_MS ?? 2000);
/**
 * Seconds each scenario is driven, unmeasured, before it is measured: a server that has run for
 * a while has its caches filled (SQLite's page cache, page anchors learnt, PostgreSQL's plans
 * settled), and the scenarios that vary their pages reach that state only after some seconds.
 */
const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 2);
/** Seconds of /api/health measured just before and just after each scenario, for its "vs ceiling" ratio. */
const ceilingSeconds = Number(process.env.BENCH_CEILING_SECONDS ?? 3);
const USER = BENCH_USER;
const stallsOnly = process.env.BENCH_ONLY === 'stalls';
/** BENCH_ONLY=scenarios: the request scenarios without the (minutes-long) stall runs. */
const skipStalls = process.env.BENCH_ONLY === 'scenarios';
const stallRuns: { engine: string; results: StallResult[] }[] = [];
/**
 * BENCH_SCENARIOS=deep,random: only the scenarios whose name holds one of these words (health
 * always runs), without floors and the WORKERS comparison — a quick trial; give it a
 * BENCH_REPORT of its own so the committed report stays whole.
 */
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

async function measure(
  base: string,
  name: string,
  url: string,
  headers: Record<string, string>,
  pick?: () => string,
  duration = seconds,
): Promise<Result> {
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
  latencies.sort((a, b) => a - b);
  loads.push(os.loadavg()[0]!);
  return {
    name,
    url,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
    errors: errors + result.errors + result.timeouts,
  };
}

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function main() {
  // BENCH_ONLY=dna: only the DNA identification scenario (dna.ts); it needs no database.
  if (process.env.BENCH_ONLY === 'dna') return runDnaBench(root);
  const engines = enginesFromArgs(process.argv.slice(2));
  const targets: BenchTarget[] = [];
  const servers: Server[] = [];
  let runs: EngineRun[];
  try {
    for (const engine of engines) {
      const dataDir = path.join(dir, engine);
      targets.push(engine === 'sqlite' ? await sqliteTarget(dataDir, scale) : await postgresTarget(dataDir, scale));
    }
    // One server per engine (ports BENCH_PORT, BENCH_PORT + 1), both up for the whole run.
    for (const [i, target] of targets.entries()) {
      console.log(`— ${target.description}`);
      servers.push(await startServer(target, port + i));
    }
    runs = await measureInterleaved(servers);
    if (!stallsOnly && !only) runs = await hotPathFigures(servers, runs);
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

/**
 * Every scenario on each engine back to back (the engine that goes first alternates), so
 * both engines see the same machine — it is shared, and its load drifts within minutes —
 * and the PostgreSQL/SQLite ratio of a scenario compares like with like.
 */
async function measureInterleaved(servers: Server[]): Promise<EngineRun[]> {
  const results: Result[][] = servers.map(() => []);
  const count = stallsOnly ? 1 : servers[0]!.scenarios.length;
  for (let i = 0; i < count; i++) {
    const order = i % 2 === 0 ? servers.map((_, k) => k) : servers.map((_, k) => k).reverse();
    for (const k of order) {
      const s = servers[k]!;
      const [name, url, headers, pick] = s.scenarios[i]!;
      s.target.rewarm();
      if (warmupSeconds > 0) await measure(s.base, name, url, headers, pick, warmupSeconds);
      // The ceiling just before and just after: the machine's load drifts within minutes, so
      // the scenario is compared with health measured on both sides of it (issue 9.4's ratio).
      const ceiling = () => measure(s.base, 'health', '/api/health', {}, undefined, ceilingSeconds);
      const before = i > 0 ? await ceiling() : undefined;
      process.stdout.write(`${s.target.engine}: ${name} … `);
      const r = await measure(s.base, name, url, headers, pick);
      if (before) r.ceilingAround = [before.rps, (await ceiling()).rps];
      results[k]!.push(r);
      console.log(`p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, ${Math.round(r.rps)} req/s`);
    }
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

async function measureOne(s: Server, [name, url, headers, pick]: Scenario): Promise<Result> {
  process.stdout.write(`${s.target.engine}: ${name} … `);
  s.target.rewarm();
  if (warmupSeconds > 0) await measure(s.base, name, url, headers, pick, warmupSeconds);
  const r = await measure(s.base, name, url, headers, pick);
  console.log(`p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, ${Math.round(r.rps)} req/s`);
  return r;
}

/**
 * Per engine: every scenario's floor, then a list scenario with WORKERS=1 (this server), a
 * WORKERS=2 server on the same database, and WORKERS=1 again (hot-paths.ts).
 */
async function hotPathFigures(servers: Server[], runs: EngineRun[]): Promise<EngineRun[]> {
  const out: EngineRun[] = [];
  for (const [k, s] of servers.entries()) {
    console.log(`${s.target.engine}: floors (each scenario's statements run directly on the database) …`);
    const found = await scenarioFloors(s.target, s.scenarios, { ms: floorMs, connections });
    for (const [name, f] of found) console.log(`  ${name}: ${f.statements} statements, ${Math.round(f.rps)} req/s`);
    const scenario = s.scenarios.find(([name]) => name === WORKERS_SCENARIO)!;
    const workers = await compareWorkers(
      scenario,
      (sc) => measureOne(s, [`${sc[0]} (WORKERS=1)`, sc[1], sc[2], sc[3]]),
      async (sc) => {
        const two = await startServer(s.target, port + servers.length + k, 2);
        try {
          return await measureOne(two, [`${sc[0]} (WORKERS=2)`, sc[1], sc[2], sc[3]]);
        } finally {
          await stopServer(two);
        }
      },
    );
    console.log(`  WORKERS=2 / WORKERS=1: ${workers.ratio.toFixed(2)}`);
    out.push({ ...runs[k]!, results: attachFloors(runs[k]!.results, found), workers });
  }
  return out;
}

async function stopServer(s: Server) {
  s.child.kill('SIGTERM');
  await new Promise((resolve) => (s.child.exitCode !== null ? resolve(null) : s.child.once('exit', resolve)));
}

/** Starts the server (WORKERS=`workers`) on one engine's database and works out its scenarios. */
async function startServer(target: BenchTarget, port: number, workers = 1): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
    cwd: path.join(root, 'apps/server'),
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
      ['health (ceiling)', '/api/health', {}],
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

function write(runs: EngineRun[]) {
  const engines = runs.map((r) => r.engine);
  const flag = engines.length === 2 ? 'both' : engines[0]!;
  const env = [
    scale.samples !== 1_000_000 && `BENCH_SAMPLES=${scale.samples}`,
    scale.products !== 100_000 && `BENCH_PRODUCTS=${scale.products}`,
    seconds !== 10 && `BENCH_SECONDS=${seconds}`,
    connections !== 8 && `BENCH_CONNECTIONS=${connections}`,
    process.env.BENCH_ONLY && `BENCH_ONLY=${process.env.BENCH_ONLY}`,
  ].filter(Boolean);
  const command = [...env, 'npm run bench', ...(flag === 'sqlite' ? [] : ['--', '--engine', flag])].join(' ');
  const notes = [
    'How the fast paths work (so the figures can be read):',
    '',
    '- A deep page by number starts from a page anchor, the sort key of every 100th row of',
    '  that list, learnt (all of those below it, in walks of at most 20,000 rows) on the first',
    '  visit and dropped on any write to the table (apps/server/src/modules/records/page-anchors.ts).',
    '  SQLite knows a write by its table_versions counters; PostgreSQL by a sequence bumped by a',
    '  statement trigger, which no writer waits on. The "random pages" row mixes first visits and',
    '  later ones.',
    '- A search reads its page in the sort order, rank tier by tier (exact name first), walking',
    '  the sort index with the search as a filter (apps/server/src/modules/records/search-page.repository.ts).',
    '  SQLite counts the matches in the FTS index (one per sample kind; with filters, the filtered',
    "  rows against the collected matches); its FTS indexes also keep every token's 1-8 character",
    '  prefixes, so a pinyin query of up to 8 letters reads one entry list. PostgreSQL counts them',
    '  through a partial GIN index per kind — which still visits the heap page of each match — once per',
    '  table write version: the total is remembered, validated like a page anchor, and counted',
    '  again after any write (records/search-totals.ts). The bench repeats searches, so it',
    '  mostly measures remembered totals; a first search of a word after a write costs the count.',
    '- A page and its total come from one statement where they can.',
    '',
  ];
  const text = report(
    runs,
    {
      command,
      scale,
      connections,
      seconds,
      warmup: warmupSeconds,
      workers: 'WORKERS=1; the WORKERS section: 2',
      order:
        runs.length > 1
          ? 'engines interleaved: each scenario on both engines back to back, which goes first alternating'
          : undefined,
      load: loads.length
        ? `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${os.cpus().length} cores (1-minute load average at the end of each scenario; other work shares the machine)`
        : undefined,
    },
    [...stallTable(stallRuns), ...notes],
  );
  fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
  // BENCH_REPORT: another file (a trial run that must not touch the committed report).
  const doc = process.env.BENCH_REPORT ?? (stallsOnly ? 'docs/benchmarks-stalls.md' : 'docs/benchmarks.md');
  const file = path.resolve(root, doc);
  fs.writeFileSync(file, withKeptSections(text, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''));
  console.log(`Wrote ${doc}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
