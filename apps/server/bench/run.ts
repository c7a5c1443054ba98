// `npm run bench`: fills a scratch database to benchmark scale (reused while its scale is
// unchanged), starts the server on it, drives each endpoint with autocannon and writes
// docs/benchmarks.md. Scale: BENCH_PRODUCTS (100000), BENCH_SAMPLES (1000000);
// BENCH_SECONDS per scenario (10), BENCH_CONNECTIONS (8).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/dialect';
import { migrateToLatest } from '../src/db/migrations';
import { seed } from '../src/db/seed';
import { buildApp } from '../src/app';
import { generate, type Scale } from './generate';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const dir = path.join(root, '.bench');
const dbFile = path.join(dir, 'yaoshi.db');
const scale: Scale = {
  products: Number(process.env.BENCH_PRODUCTS ?? 100_000),
  samples: Number(process.env.BENCH_SAMPLES ?? 1_000_000),
};
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const port = Number(process.env.BENCH_PORT ?? 8199);
const base = `http://127.0.0.1:${port}`;
const USER = { username: 'bench', password: 'Bench-pass1' };

async function prepare() {
  const marker = path.join(dir, 'scale.json');
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === JSON.stringify(scale)) {
    console.log(`Reusing ${dbFile} (${JSON.stringify(scale)})`);
    return;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  console.log(`Generating ${dbFile}: ${scale.products} products, ${scale.samples} samples…`);
  const started = Date.now();
  const config = loadConfig({ DATA_DIR: dir, YAOSHI_DEMO: '0' });
  const database = openDatabase({ sqliteFile: dbFile });
  await migrateToLatest(database.db, database.engine);
  const app = await buildApp({ config, database, logger: false });
  await seed({ config, database, services: app.services, demo: false });
  await app.services.users.create({ ...USER, roles: ['admin', 'user'] });
  await app.close();
  await database.close();
  generate(dbFile, scale);
  fs.writeFileSync(marker, JSON.stringify(scale));
  console.log(`Generated in ${Math.round((Date.now() - started) / 1000)} s`);
}

async function waitForHealth(child: ChildProcess) {
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

interface Result {
  name: string;
  url: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
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

async function measure(
  name: string,
  url: string,
  headers: Record<string, string>,
  pick?: () => string,
): Promise<Result> {
  const check = await fetch(base + (pick ? pick() : url), { headers });
  const body = (await check.json()) as { code: number; data: unknown };
  if (body.code !== 1) throw new Error(`${name}: ${url} answered ${JSON.stringify(body).slice(0, 300)}`);
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    // With `pick`, every request asks for another path.
    const requests = pick ? [{ setupRequest: (req: object) => ({ ...req, path: pick() }) }] : undefined;
    const instance = autocannon({ url: base + url, headers, connections, duration: seconds, requests }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      if (status !== 200) errors++;
    });
  });
  latencies.sort((a, b) => a - b);
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
  await prepare();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      YAOSHI_DEMO: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(child);
    const login = await fetch(`${base}/api/User/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(USER),
    });
    const token = ((await login.json()) as { data: { userinfo: { token: string } } }).data.userinfo.token;
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
    const scenarios: [string, string, Record<string, string>, (() => string)?][] = [
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
    const results: Result[] = [];
    for (const [name, url, headers, pick] of scenarios) {
      process.stdout.write(`${name} … `);
      const r = await measure(name, url, headers, pick);
      results.push(r);
      console.log(`p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, ${Math.round(r.rps)} req/s`);
    }
    const rss = peakRssMb(child.pid!);
    write(results, rss);
  } finally {
    child.kill('SIGTERM');
  }
}

function write(results: Result[], rssMb: number) {
  const ceiling = results[0]!;
  const cpu = os.cpus();
  const lines = [
    '# Benchmarks',
    '',
    'Produced by `npm run bench` (apps/server/bench/run.ts) — never by timed tests.',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`,
    `- Data: SQLite, the 106-substance catalogue, ${scale.products.toLocaleString('en')} products, ${scale.samples.toLocaleString('en')} samples (half matter, half product samples)`,
    `- Load: autocannon, ${connections} connections, ${seconds} s per scenario, server and load generator on the same machine`,
    `- Budget (DESIGN §6): p95 ≤ 50 ms for each; deep pages as fast as page 1`,
    `- Server peak RSS during the run: ${rssMb} MB`,
    '',
    '| scenario | p50 ms | p95 ms | p99 ms | req/s | vs ceiling | errors | budget |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.p50} | ${r.p95} | ${r.p99} | ${Math.round(r.rps)} | ${(r.rps / ceiling.rps).toFixed(2)} | ${r.errors} | ${r.p95 <= 50 ? 'met' : '**missed**'} |`,
    ),
    '',
    'How the fast paths work (so the figures can be read):',
    '',
    '- A deep page by number starts from a page anchor, the sort key of every 1,000th row of',
    '  that list, learnt on the first visit of its stretch of 100 pages and dropped on any',
    '  write to the table (apps/server/src/modules/records/page-anchors.ts). A first visit',
    '  skips rows from the nearest anchor below (up to the whole list, ~8 ms at 500,000 rows);',
    '  the "random pages" row mixes first visits and later ones.',
    '- A search with no other filter counts its matches in the FTS index (one per sample kind),',
    '  takes exact names from the name index and reads the rest of the page by walking the',
    '  sort index; nothing is cached (apps/server/src/modules/records/search-page.repository.ts).',
    '',
    'URLs:',
    '',
    ...results.map((r) => `- ${r.name}: \`${r.url}\``),
    '',
  ];
  fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(root, 'docs/benchmarks.md'), lines.join('\n'));
  console.log('Wrote docs/benchmarks.md');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
