// `BENCH_ONLY=writers npm run bench [-- --engine both] [--compare <ref>]`: readers at a fixed
// arrival rate — lists, deep pages, searches and details, as a visitor and as a researcher —
// first alone, then beside two writers on the same kinds (each creating, renaming, taking
// offline, putting online and deleting products and matter samples in turn, at a fixed rate).
// Per route p50/p95/p99 without and with the writers, and a deep page read right after each
// write; the section of docs/benchmarks.md between the markers below (kept by the other runs).
// BENCH_READ_RATE reads/s over all routes (40), BENCH_WRITE_RATE writes/s per writer (4),
// BENCH_WRITERS_SECONDS per phase (20) after BENCH_WARMUP unmeasured seconds.
import os from 'node:os';
import { BENCH_USER } from './engines';

export const WRITERS_START = '<!-- writers-bench:start -->';
export const WRITERS_END = '<!-- writers-bench:end -->';
export const READ_P99_BUDGET = 250;
export const DEEP_RATIO_BUDGET = 3;

type Headers = Record<string, string>;

export interface ReadRoute {
  name: string;
  who: 'visitor' | 'researcher';
  url: string;
  /** A deep page (held to the with ÷ without budget). */
  deep: boolean;
}

export interface Figures {
  p50: number;
  p95: number;
  p99: number;
  count: number;
  errors: number;
}

export interface Phase {
  writers: boolean;
  routes: (Figures & { name: string })[];
  /** Every read of the phase together. */
  reads: Figures;
  writes: Figures;
  /** Deep pages read by a writer right after each of its writes. */
  afterWrite: Figures;
  /** 1-minute load average at the end of the phase. */
  load: number;
}

export interface WritersRun {
  engine: string;
  /** Old or new server (compare runs), or '' */
  side: string;
  phases: Phase[];
}

const rate = Number(process.env.BENCH_READ_RATE ?? 40);
const writeRate = Number(process.env.BENCH_WRITE_RATE ?? 4);
const phaseSeconds = Number(process.env.BENCH_WRITERS_SECONDS ?? 20);

export const writersSettings = () => ({ rate, writeRate, phaseSeconds });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function figures(latencies: number[], errors: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted.length
      ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10
      : NaN;
  return { p50: at(50), p95: at(95), p99: at(99), count: sorted.length, errors };
}

async function call(base: string, method: string, url: string, headers: Headers, body?: unknown) {
  const res = await fetch(base + url, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let envelope: { code?: number; data?: unknown; msg?: string } = {};
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    /* not JSON */
  }
  return { status: res.status, code: envelope.code, data: envelope.data as Record<string, unknown> | null, text };
}

/** A session of the bench account in `role`. */
async function session(base: string, role: 'admin' | 'user'): Promise<Headers> {
  const login = await call(base, 'POST', '/api/User/login', {}, BENCH_USER);
  const token = (login.data as { userinfo?: { token: string } } | null)?.userinfo?.token;
  if (!token) throw new Error(`bench login failed: ${login.text.slice(0, 200)}`);
  const switched = await call(base, 'POST', '/api/user/switch-role', { token }, { role });
  if (switched.code !== 1) throw new Error(`switch-role ${role}: ${switched.text.slice(0, 200)}`);
  return { token };
}

type ListAnswer = { total: number; list: { id: number }[] };

/** The routes readers ask for on this server's data, and what writers need. */
export async function prepare(base: string) {
  const admin = await session(base, 'admin');
  const researcher = await session(base, 'user');
  const list = async (path: string, headers: Headers) => {
    const r = await call(base, 'GET', `${path}${path.includes('?') ? '&' : '?'}pageSize=10`, headers);
    if (r.code !== 1) throw new Error(`${path}: ${r.text.slice(0, 200)}`);
    return r.data as unknown as ListAnswer;
  };
  const products = await list('/api/products', {});
  const samples = await list('/api/matter-samples', researcher);
  const deep = (total: number) => Math.max(2, Math.floor(total / 10 / 2));
  const routes: ReadRoute[] = [
    { name: 'products: page 1', who: 'visitor', url: '/api/products?current=1&pageSize=10', deep: false },
    {
      name: `products: deep page ${deep(products.total)}`,
      who: 'visitor',
      url: `/api/products?current=${deep(products.total)}&pageSize=10`,
      deep: true,
    },
    {
      name: 'products: search 枸杞',
      who: 'visitor',
      url: `/api/products?q=${encodeURIComponent('枸杞')}&pageSize=10`,
      deep: false,
    },
    { name: 'product detail', who: 'visitor', url: `/api/products/${products.list[0]!.id}`, deep: false },
    {
      name: 'matter samples: page 1',
      who: 'researcher',
      url: '/api/matter-samples?current=1&pageSize=10',
      deep: false,
    },
    {
      name: `matter samples: deep page ${deep(samples.total)}`,
      who: 'researcher',
      url: `/api/matter-samples?current=${deep(samples.total)}&pageSize=10`,
      deep: true,
    },
    {
      name: 'matter samples: search 山药',
      who: 'researcher',
      url: `/api/matter-samples?q=${encodeURIComponent('山药')}&pageSize=10`,
      deep: false,
    },
    {
      name: 'matter sample detail',
      who: 'researcher',
      url: `/api/matter-samples/${samples.list[0]!.id}`,
      deep: false,
    },
  ];
  const headersOf = (r: ReadRoute) => (r.who === 'visitor' ? {} : researcher);
  return { admin, researcher, routes, headersOf };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

/** The five writes of one record's life, on products or matter samples: what each step sends. */
function lifeOf(kind: 'products' | 'matter-samples', tag: string): ((id: number) => [string, string, unknown])[] {
  const create: [string, string, unknown] =
    kind === 'products'
      ? ['POST', '/api/products', { product_name: `压测写入 ${tag}`, status: 'online', matter_ids: [1] }]
      : [
          'POST',
          '/api/matter-samples',
          {
            ms_name: `压测写入 ${tag}`,
            matter_id: 1,
            ms_source: 'cultivation-base',
            ms_area: '640500',
            ms_coll_time: 1_700_000_000,
            ms_coll_vol: 1,
            status: 'online',
          },
        ];
  const rename = kind === 'products' ? { product_name: `压测改名 ${tag}` } : { ms_name: `压测改名 ${tag}` };
  return [
    () => create,
    (id) => ['PUT', `/api/${kind}/${id}`, rename],
    (id) => ['POST', `/api/${kind}/bulk`, { action: 'offline', ids: [id] }],
    (id) => ['POST', `/api/${kind}/bulk`, { action: 'online', ids: [id] }],
    (id) => ['DELETE', `/api/${kind}/${id}`, undefined],
  ];
}

/**
 * One writer: at `writeRate` writes/s, records' lives on both kinds in turn; after each write,
 * the deep page of the kind it wrote, as its readers ask for it.
 */
async function writer(base: string, p: Prepared, n: number, running: () => boolean) {
  const writes: number[] = [];
  const after: number[] = [];
  let errors = 0;
  let afterErrors = 0;
  const interval = 1000 / writeRate;
  for (let life = 0; running(); life++) {
    const kind = life % 2 === 0 ? 'products' : 'matter-samples';
    const deep = p.routes.find((r) => r.deep && r.url.startsWith(`/api/${kind}?`))!;
    let id = 0;
    for (const step of lifeOf(kind, `${n}-${life}-${Date.now()}`)) {
      const due = performance.now() + interval;
      const [method, url, body] = step(id);
      let started = performance.now();
      const r = await call(base, method, url, p.admin, body);
      writes.push(performance.now() - started);
      if (r.code !== 1) {
        errors++;
        break; // this record's life ends; the next one starts
      }
      if (method === 'POST' && !url.endsWith('/bulk')) id = Number(r.data!.id);
      started = performance.now();
      const page = await call(base, 'GET', deep.url, p.headersOf(deep));
      after.push(performance.now() - started);
      if (page.code !== 1) afterErrors++;
      await sleep(Math.max(0, due - performance.now()));
      if (!running() && method !== 'DELETE' && id) {
        await call(base, 'DELETE', `/api/${kind}/${id}`, p.admin); // leave no record behind
        break;
      }
    }
  }
  return { writes, after, errors, afterErrors };
}

/** One phase: readers at `rate` reads/s over the routes in turn for `seconds`, with or without the two writers. */
export async function phase(base: string, p: Prepared, writers: boolean, seconds = phaseSeconds): Promise<Phase> {
  const lat = new Map(p.routes.map((r) => [r.name, [] as number[]]));
  const errs = new Map(p.routes.map((r) => [r.name, 0]));
  const end = performance.now() + seconds * 1000;
  const running = () => performance.now() < end;
  const writing = writers ? [0, 1].map((n) => writer(base, p, n, running)) : [];
  const inFlight: Promise<void>[] = [];
  const interval = 1000 / rate;
  const start = performance.now();
  for (let i = 0; ; i++) {
    const due = start + i * interval;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const route = p.routes[i % p.routes.length]!;
    // Sent on time whatever the earlier ones are doing (an open model: a slow answer does not slow the arrivals).
    inFlight.push(
      (async () => {
        const started = performance.now();
        try {
          const r = await call(base, 'GET', route.url, p.headersOf(route));
          if (r.code !== 1) errs.set(route.name, errs.get(route.name)! + 1);
        } catch {
          errs.set(route.name, errs.get(route.name)! + 1);
        }
        lat.get(route.name)!.push(performance.now() - started);
      })(),
    );
  }
  await Promise.all(inFlight);
  const w = await Promise.all(writing);
  const load = os.loadavg()[0]!;
  return {
    writers,
    routes: p.routes.map((r) => ({ name: r.name, ...figures(lat.get(r.name)!, errs.get(r.name)!) })),
    reads: figures(
      [...lat.values()].flat(),
      [...errs.values()].reduce((a, b) => a + b, 0),
    ),
    writes: figures(
      w.flatMap((x) => x.writes),
      w.reduce((a, x) => a + x.errors, 0),
    ),
    afterWrite: figures(
      w.flatMap((x) => x.after),
      w.reduce((a, x) => a + x.afterErrors, 0),
    ),
    load,
  };
}

/** Both phases on one server: warm-up, readers alone, readers beside the writers. */
export async function writersScenario(
  base: string,
  warmupSeconds: number,
  log = console.log,
): Promise<{ routes: ReadRoute[]; phases: Phase[] }> {
  const p = await prepare(base);
  if (warmupSeconds > 0) await phase(base, p, false, warmupSeconds);
  const out: Phase[] = [];
  for (const writers of [false, true]) {
    const r = await phase(base, p, writers);
    out.push(r);
    log(
      `  ${writers ? 'with writers' : 'without writers'}: reads p50 ${r.reads.p50} ms, p95 ${r.reads.p95} ms, p99 ${r.reads.p99} ms` +
        ` (${r.reads.count} reads, ${r.reads.errors} errors)` +
        (writers
          ? `; ${r.writes.count} writes (p95 ${r.writes.p95} ms); deep page after a write p95 ${r.afterWrite.p95} ms`
          : '') +
        `; load ${r.load.toFixed(1)}`,
    );
  }
  return { routes: p.routes, phases: out };
}

const LABEL: Record<string, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const met = (ok: boolean) => (ok ? 'met' : '**missed**');
const ratio = (a: number, b: number) => (b > 0 ? a / b : NaN);

/** The markdown section (between WRITERS_START and WRITERS_END). */
export function writersSection(
  runs: WritersRun[],
  info: { command: string; data: string; routes: ReadRoute[]; warmupSeconds: number; servers?: string[] },
): string {
  const lines = [
    WRITERS_START,
    '## Readers beside two writers',
    '',
    'Written by `BENCH_ONLY=writers npm run bench` (apps/server/bench/writers.ts): the latest run of this section only.',
    '',
    `- Command: \`${info.command}\``,
    `- Date: ${new Date().toISOString()}; ${os.cpus().length} cores, Node ${process.version}; server WORKERS=1, load generator in the same machine`,
    `- Data: ${info.data}`,
    `- Readers: ${rate} reads/s at a fixed arrival rate (sent on time whatever the earlier answers do), the ${info.routes.length} routes below in turn; ${phaseSeconds} s without writers, then ${phaseSeconds} s beside two writers, after ${info.warmupSeconds} s unmeasured`,
    `- Writers: two, each ${writeRate} writes/s as a curator — create online, rename, take offline, put online, delete — on products and matter samples in turn; after each write the writer reads the deep page of that kind ("deep page right after a write")`,
    ...(info.servers ?? []).map((s) => `- ${s}`),
    `- Budget: read p99 ≤ ${READ_P99_BUDGET} ms with writers; deep pages' p95 with writers ≤ ${DEEP_RATIO_BUDGET} × without, on both engines`,
    '',
  ];
  for (const run of runs) {
    const [without, withW] = run.phases as [Phase, Phase];
    lines.push(
      `### ${LABEL[run.engine] ?? run.engine}${run.side ? `: ${run.side}` : ''}`,
      '',
      `Load average (1 min) at the end of each phase: ${without.load.toFixed(1)} without writers, ${withW.load.toFixed(1)} with them; ${withW.writes.count} writes, p50 ${withW.writes.p50} ms, p95 ${withW.writes.p95} ms, ${withW.writes.errors} errors.`,
      '',
      '| route | as | without: p50 | p95 | p99 | with writers: p50 | p95 | p99 | errors | budget |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
    );
    for (const [k, route] of info.routes.entries()) {
      const a = without.routes[k]!;
      const b = withW.routes[k]!;
      const deep = route.deep ? ` and ${ratio(b.p95, a.p95).toFixed(1)}×` : '';
      const ok = b.p99 <= READ_P99_BUDGET && (!route.deep || ratio(b.p95, a.p95) <= DEEP_RATIO_BUDGET);
      lines.push(
        `| ${route.name} | ${route.who} | ${a.p50} | ${a.p95} | ${a.p99} | ${b.p50} | ${b.p95} | ${b.p99} | ${a.errors + b.errors} | ${met(ok)}${deep} |`,
      );
    }
    lines.push(
      `| **every read** | | ${without.reads.p50} | ${without.reads.p95} | ${without.reads.p99} | ${withW.reads.p50} | ${withW.reads.p95} | ${withW.reads.p99} | ${without.reads.errors + withW.reads.errors} | ${met(withW.reads.p99 <= READ_P99_BUDGET)} |`,
      `| deep page right after a write | both | — | — | — | ${withW.afterWrite.p50} | ${withW.afterWrite.p95} | ${withW.afterWrite.p99} | ${withW.afterWrite.errors} | |`,
      '',
    );
  }
  lines.push('URLs:', '', ...info.routes.map((r) => `- ${r.name}: \`${r.url}\``), WRITERS_END);
  return lines.join('\n');
}
