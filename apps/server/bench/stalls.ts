// `npm run bench` scenario: other requests while an import or an export runs (the budget:
// during a 5,000-row import or a 100,000-row export, other requests keep p99 ≤ 250 ms).
// Imports (a dry run, then a commit) or exports (CSV, then XLSX) run back to back in the
// background while autocannon measures /api/health and a list page; the same two are measured
// idle in the same run beside them. BENCH_ONLY=stalls runs only these.
import { ean13CheckDigit } from '@yaoshi/contracts';
import type { Result } from './report';

export const IMPORT_ROWS = 5000;
export const STALL_P99_BUDGET = 250;

export interface StallResult extends Result {
  request: string;
  during: string;
  /** Imports or exports that ran while measuring, and their mean duration. */
  runs: number;
  runMs: number;
}

/** A 5,000-row products CSV with numbers and barcodes no earlier run used. */
function importSheet(run: number): Blob {
  const stamp = `${Date.now()}`;
  const lines = ['product_num,product_name,product_type,product_barcode'];
  for (let i = 0; i < IMPORT_ROWS; i++) {
    const digits = `2${stamp.slice(-4)}${String(run % 1000).padStart(3, '0')}${String(i).padStart(4, '0')}`;
    lines.push(
      `BENCH-IMP-${stamp}-${run}-${i},压测导入 ${run}-${i},substitute-tea,${digits}${ean13CheckDigit(digits)}`,
    );
  }
  return new Blob([lines.join('\r\n')], { type: 'text/csv' });
}

export async function stallScenarios(o: {
  base: string;
  auth: Record<string, string>;
  /** Rows an export of all products gives. */
  products: number;
  measure: (name: string, url: string, headers: Record<string, string>) => Promise<Result>;
  log?: (line: string) => void;
}): Promise<StallResult[]> {
  const log = o.log ?? ((l: string) => console.log(l));
  let sheet = 0;
  const work: [string, (() => Promise<void>) | null][] = [
    ['idle', null],
    [
      `a ${IMPORT_ROWS.toLocaleString('en')}-row import`,
      async () => {
        for (const mode of ['dry-run', 'commit']) {
          const form = new FormData();
          form.append('file', importSheet(++sheet), 'bench.csv');
          const res = await fetch(`${o.base}/api/products/import?mode=${mode}`, {
            method: 'POST',
            headers: o.auth,
            body: form,
          });
          const body = (await res.json()) as { code: number; msg: string };
          if (body.code !== 1) throw new Error(`import answered ${body.code}: ${body.msg}`);
        }
      },
    ],
    [
      `a ${o.products.toLocaleString('en')}-row export`,
      async () => {
        for (const format of ['csv', 'xlsx']) {
          const res = await fetch(`${o.base}/api/products/export?format=${format}`, { headers: o.auth });
          if (!res.ok) throw new Error(`export answered ${res.status}`);
          await res.arrayBuffer();
        }
      },
    ],
  ];
  const requests: [string, string, Record<string, string>][] = [
    ['health', '/api/health', {}],
    ['products: page 1 with total', '/api/products?current=1&pageSize=10', {}],
  ];
  const out: StallResult[] = [];
  for (const [during, job] of work) {
    for (const [request, url, headers] of requests) {
      let measuring = true;
      let runs = 0;
      let runMs = 0;
      let failed: unknown = null;
      const background = (async () => {
        while (job && measuring) {
          const started = performance.now();
          await job();
          runs++;
          runMs += performance.now() - started;
        }
      })().catch((err: unknown) => (failed = err));
      // Warm up with one run (an import's first run also starts its worker thread).
      while (job && runs === 0 && !failed) await new Promise((r) => setTimeout(r, 100));
      const name = `${request} during ${during}`;
      const r = await o.measure(name, url, headers);
      measuring = false;
      await background;
      if (failed) throw failed;
      const s: StallResult = { ...r, request, during, runs, runMs: Math.round(runMs / Math.max(runs, 1)) };
      out.push(s);
      log(
        `${name}: p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, ${Math.round(s.rps)} req/s` +
          (job ? ` (${runs} runs, ${s.runMs} ms each)` : ''),
      );
    }
  }
  return out;
}

/** The markdown section of the report. */
export function stallTable(runs: { engine: string; results: StallResult[] }[]): string[] {
  if (!runs.length) return [];
  return [
    '## Other requests during an import or an export',
    '',
    `Imports (${IMPORT_ROWS.toLocaleString('en')} rows: a dry run, then a commit) or exports (every product: CSV, then`,
    'XLSX) run back to back in the background while autocannon measures (apps/server/bench/stalls.ts);',
    `"runs" counts those that finished meanwhile, with their mean duration. Budget: other requests keep p99 ≤ ${STALL_P99_BUDGET} ms during an import or an export.`,
    '',
    '| engine | request | during | p50 ms | p95 ms | p99 ms | req/s | errors | runs | p99 budget |',
    '|---|---|---|---:|---:|---:|---:|---:|---|---|',
    ...runs.flatMap(({ engine, results }) =>
      results.map(
        (r) =>
          `| ${engine} | ${r.request} | ${r.during} | ${r.p50} | ${r.p95} | ${r.p99} | ${Math.round(r.rps)} | ${r.errors} | ${r.during === 'idle' ? '—' : `${r.runs} × ${r.runMs} ms`} | ${r.p99 <= STALL_P99_BUDGET ? 'met' : '**missed**'} |`,
      ),
    ),
    '',
  ];
}
