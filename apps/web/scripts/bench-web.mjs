// Lighthouse on the screens people open most (`npm run bench:web`): the console's login page, matter
// and product lists, a matter's page (枸杞子), a published sample's page and its report page, mobile
// (Lighthouse's default config: simulated slow 4G and 4× CPU) and desktop; and the public reference
// pages the server renders (index, substance, product, regulation, catalogue batch), mobile. Served
// as in production (the built SPA by the real server, compressed assets, one process, a fresh
// demo database) to Debian's Chromium. Each page × form factor runs RUNS times, interleaved,
// and the median of each figure is written into docs/benchmarks.md between the
// <!-- web-bench:start --> and <!-- web-bench:end --> markers (the rest of the file is left alone).
// Signed-in pages: the script signs in through the API (POST /api/user/login) and puts the token
// into localStorage (`token`, where the app reads it) before Lighthouse loads the page. Visitors
// read no reports and no samples, so the sample and report pages are a researcher's (`user`) and
// the lists the admin's (the heaviest role); the matter page is a visitor's. Public pages never
// show demo records, so the script adds one real product through the API for the product page.
// Env: WEB_DIST (a built app to serve; otherwise apps/web/dist is built first unless --no-build),
// CHROME_PATH (/usr/bin/chromium), RUNS (5: Lighthouse's docs/variability.md — the median of five
// runs roughly halves the spread of one), BENCH_WEB_OUT (where the last reports go, a temp dir),
// BENCH_REPORT (write the section to this file instead of docs/benchmarks.md: trials),
// BENCH_WEB_PAGES / BENCH_WEB_FORMS (comma-separated words: only the pages / form factors whose
// name holds one, e.g. `login`, `mobile`; trials only), BENCH_WEB_TRACE=1 (keep each run's
// trace and report as <page>-<form>-<run>.trace.json / .json in BENCH_WEB_OUT; =js: the trace with
// V8's JS samples too).
// Host floor: the same sign-in form drawn by React alone and with antd's components
// (scripts/host-floor), built and served beside the app and measured on mobile like its pages.
// Lighthouse's mobile figures depend on the machine as much as on the page, so the console's
// pages are judged against the antd floor of the same run: mobile total blocking time at most
// FLOOR_TBT_RATIO × the floor's (BENCH_WEB_PAGES=floor measures only the floors).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.RUNS ?? 5);
const outDir = process.env.BENCH_WEB_OUT ?? fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-lighthouse-'));
fs.mkdirSync(outDir, { recursive: true });
const docFile = process.env.BENCH_REPORT
  ? path.resolve(process.env.BENCH_REPORT)
  : path.join(root, 'docs/benchmarks.md');
const keepTrace = ['1', 'js'].includes(process.env.BENCH_WEB_TRACE ?? '');
/** BENCH_WEB_TRACE=js: the trace also holds V8's JS samples (which slow the page down a little). */
const traceJs = process.env.BENCH_WEB_TRACE === 'js';
/** Keeps the items whose name holds one of the comma-separated words of `env` (all if unset). */
const only = (items, env) => {
  const words = (process.env[env] ?? '').split(',').filter(Boolean);
  return words.length ? items.filter((i) => words.some((w) => i.name.includes(w))) : items;
};
const MARK_START = '<!-- web-bench:start -->';
const MARK_END = '<!-- web-bench:end -->';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/**
 * The budgets (docs/architecture.md: Benchmarks). Console pages: mobile TBT at most
 * FLOOR_TBT_RATIO × the antd floor's in the same run, desktop performance ≥ desktop; public
 * pages (no console, no framework): mobile performance ≥ public, accessibility = publicA11y.
 */
const BUDGET = { desktop: 98, accessibility: 95, public: 95, publicA11y: 100 };
const FLOOR_TBT_RATIO = 1.5;
/**
 * `account`: who is signed in (null: a visitor); `path(ids)`: the page's URL once the records
 * are found (ids: the matter 枸杞子, a published demo report with its sample, a regulation and
 * the real product the script adds). `kind`: console (the SPA), public (server-rendered) or
 * floor. `data`: the page's first data request, `chunk`: its page's own script (the request's
 * observed start and the chunk's arrival are reported).
 */
const PAGES = only(
  [
    { name: 'login', kind: 'console', account: null, path: () => '/#/login' },
    {
      name: 'matter list',
      kind: 'console',
      account: 'admin',
      path: () => '/#/formList/matter-list',
      chunk: 'MatterList',
      data: /\/api\/matters\?/,
    },
    {
      name: 'product list',
      kind: 'console',
      account: 'admin',
      path: () => '/#/productList/product-list',
      chunk: 'ProductList',
      data: /\/api\/products\?/,
    },
    {
      name: 'matter detail',
      kind: 'console',
      account: null,
      path: (ids) => `/#/formList/matter-detail/${ids.matter}`,
      chunk: 'MatterDetail',
      data: /\/api\/matters\/\d+$/,
    },
    {
      name: 'sample detail',
      kind: 'console',
      account: 'user',
      path: (ids) => `/#/matterSample/matter-sample-detail/${ids.sample}`,
      chunk: 'MatterSampleDetail',
      data: /\/api\/matter-samples\/\d+$/,
    },
    {
      name: 'report page',
      kind: 'console',
      account: 'user',
      path: (ids) => `/#/report/${ids.report}`,
      chunk: 'ReportPage',
      data: /\/api\/reports\/\d+\/document/,
    },
    { name: 'public index', kind: 'public', path: () => '/zh/' },
    { name: 'public substance', kind: 'public', path: (ids) => `/zh/matters/${ids.matter}` },
    { name: 'public product', kind: 'public', path: (ids) => `/zh/products/${ids.product}` },
    { name: 'public regulation', kind: 'public', path: (ids) => `/zh/regulations/${ids.regulation}` },
    { name: 'public batch', kind: 'public', path: (ids) => `/zh/batches/${ids.batch}` },
    { name: 'host floor: React form', kind: 'floor', floor: 'react', path: () => '/react.html' },
    { name: 'host floor: antd form', kind: 'floor', floor: 'antd', path: () => '/antd.html' },
  ],
  'BENCH_WEB_PAGES',
);
const FORM_FACTORS = only(
  [
    { name: 'mobile', config: undefined },
    { name: 'desktop', config: desktopConfig },
  ],
  'BENCH_WEB_FORMS',
);
/** The form factors a page is measured in: the floors and the public pages only on mobile, where their budgets are. */
const formsOf = (page) => FORM_FACTORS.filter((ff) => page.kind === 'console' || ff.name === 'mobile');

function log(...args) {
  console.log(`[bench:web ${new Date().toISOString().slice(11, 19)}]`, ...args);
}

let webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'apps/web/dist');
if (!process.env.WEB_DIST && !process.argv.includes('--no-build')) {
  log('building apps/web');
  const built = spawnSync('npm', ['run', 'build', '-w', '@yaoshi/web'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  console.error(`bench:web: ${webDist}/index.html is missing`);
  process.exit(1);
}

/** The host-floor pages built with Vite (no config file: just React) into a temporary directory. */
async function buildFloors() {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const src = path.join(path.dirname(fileURLToPath(import.meta.url)), 'host-floor');
  const out = (floorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaoshi-host-floor-')));
  const input = Object.fromEntries(
    PAGES.filter((p) => p.floor).map((p) => [p.floor, path.join(src, `${p.floor}.html`)]),
  );
  await build({
    root: src,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: out, emptyOutDir: true, chunkSizeWarningLimit: 4096, rolldownOptions: { input } },
  });
  return out;
}

/** Serves a directory as the app's server does its assets: brotli-compressed, cacheable. */
function serveStatic(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const compressed = new Map();
  const srv = http.createServer((req, res) => {
    const file = path.join(dir, path.normalize(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    if (!compressed.has(file)) compressed.set(file, zlib.brotliCompressSync(fs.readFileSync(file)));
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'br',
      'cache-control': 'max-age=3600',
    });
    res.end(compressed.get(file));
  });
  return new Promise((resolve) => srv.listen(0, '127.0.0.1', () => resolve(srv)));
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
// The e2e server script: a fresh temporary DATA_DIR with the demo data, WORKERS=1, removed on exit.
const server = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, E2E_PORT: String(port), WEB_DIST: webDist, WORKERS: '1', LOG_LEVEL: 'warn' },
});
let chrome;
let browser;
let floorServer;
/** Where the host floor was built (removed at the end). */
let floorDir;
async function shutdown() {
  floorServer?.close();
  if (floorDir) fs.rmSync(floorDir, { recursive: true, force: true });
  await browser?.disconnect().catch(() => undefined);
  chrome?.kill();
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}
process.on('SIGINT', () => void shutdown().then(() => process.exit(130)));
// Lighthouse can reject outside the awaited run (TARGET_CRASHED on an overloaded machine): the
// server and Chromium must not outlive the script then either.
process.on('unhandledRejection', (err) => {
  console.error(err);
  void shutdown().then(() => process.exit(1));
});

try {
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited before answering');
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 180_000) throw new Error('the server did not answer /api/health within 180 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  /** Signs a demo account in through the API (its password is its name); returns its token. */
  async function signIn(username) {
    const login = await fetch(`${origin}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: username }),
    }).then((r) => r.json());
    const token = login?.data?.userinfo?.token;
    if (!token) throw new Error(`demo sign-in of ${username} failed: ${JSON.stringify(login).slice(0, 200)}`);
    return token;
  }
  const tokens = { admin: await signIn('admin'), user: await signIn('user') };
  async function apiGet(url, token) {
    const body = await fetch(`${origin}${url}`, { headers: token ? { token } : {} }).then((r) => r.json());
    if (body?.code !== 1) throw new Error(`GET ${url}: ${JSON.stringify(body).slice(0, 200)}`);
    return body.data;
  }
  // 枸杞子, the catalogue's best-filled record; a demo report a researcher may read (the demo
  // reports are published), one with a failing item so the page shows a verdict of each kind.
  const matter = (await apiGet(`/api/matters?q=${encodeURIComponent('枸杞子')}`)).list[0];
  const report = (await apiGet('/api/reports?verdict=fail&sample_kind=matter&pageSize=100', tokens.user)).list.find(
    (r) => r.is_demo,
  );
  if (!matter || !report) throw new Error('the demo matter 枸杞子 or a published demo report is missing');
  // The public pages: the 2002 catalogue batch (the largest) and its announcement, and one real
  // product, added here as a curator would (demo products are never public).
  const batch = 2002;
  const regulations = (await apiGet('/api/regulations?pageSize=100')).list;
  const regulation = regulations.find((r) => r.batch === batch) ?? regulations[0];
  const product = await fetch(`${origin}/api/products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: tokens.admin },
    body: JSON.stringify({
      product_name: '枸杞茶',
      product_type: 'substitute-tea',
      product_specs: '15 g × 12 袋/盒',
      product_nutrients_json: [
        { item: '能量', value: 1200, unit: 'kJ', nrv: 14 },
        { item: '碳水化合物', value: 60, unit: 'g', nrv: 20 },
      ],
      matter_ids: [matter.id],
      status: 'online',
    }),
  }).then((r) => r.json());
  if (!regulation || product?.code !== 1) throw new Error(`no regulation or product: ${JSON.stringify(product)}`);
  const ids = {
    matter: matter.id,
    sample: report.sample_id,
    report: report.id,
    regulation: regulation.id,
    product: product.data.id,
    batch,
  };
  log(`ids ${JSON.stringify(ids)}`);
  let floorOrigin;
  if (PAGES.some((p) => p.floor)) {
    floorServer = await serveStatic(await buildFloors());
    floorOrigin = `http://127.0.0.1:${floorServer.address().port}`;
  }

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const chromiumVersion = await browser.version();

  /** One Lighthouse run in a fresh tab: cold HTTP cache, the session token set (or not). */
  async function measure(page, ff) {
    // Lighthouse's own storage reset would also drop the session token, so the page is
    // prepared here instead: cold HTTP cache, the token set (or not), nothing else stored.
    const at = page.floor ? floorOrigin : origin;
    const tab = await browser.newPage();
    await tab.goto(`${at}/robots.txt`);
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: at, storageTypes: 'all' });
    if (page.account) await tab.evaluate((t) => localStorage.setItem('token', t), tokens[page.account]);
    await cdp.detach();
    const result = await lighthouse(
      `${at}${page.path(ids)}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        disableStorageReset: true,
        // JS samples in the trace, so a long task can be traced to its code.
        ...(traceJs && { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }),
      },
      ff.config,
      tab,
    );
    await tab.close();
    return result;
  }

  /** results[page][formFactor] = [{ scores, metrics }...] */
  const results = {};
  const loads = [];
  /** Lighthouse's benchmarkIndex of each run: the host's CPU power as Lighthouse sees it. */
  const powers = [];
  for (let run = 1; run <= runs; run++) {
    for (const page of PAGES) {
      for (const ff of formsOf(page)) {
        loads.push(os.loadavg()[0]);
        // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): try again, twice.
        let result;
        for (let attempt = 1; ; attempt++) {
          result = await measure(page, ff);
          const error = result.lhr.runtimeError;
          if (!error) break;
          if (attempt === 3) throw new Error(`${page.name} ${ff.name}: ${error.message}`);
          log(`${page.name} ${ff.name}: ${error.code}, trying again`);
        }
        const lhr = result.lhr;
        powers.push(lhr.environment?.benchmarkIndex ?? NaN);
        const finalUrl = lhr.finalDisplayedUrl ?? '';
        if (page.account && finalUrl.includes('/login')) throw new Error(`${page.name}: redirected to ${finalUrl}`);
        const audit = (id) => lhr.audits[id]?.numericValue;
        const requests = lhr.audits['network-requests']?.details?.items ?? [];
        const jsBytes = requests
          .filter((r) => r.resourceType === 'Script')
          .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
        // As observed (Lighthouse simulates the slow network afterwards): when the page's first
        // data request started and when the page's own chunk arrived, ms after the document's request.
        const dataRequest = page.data && requests.find((r) => page.data.test(r.url));
        const pageChunk = page.chunk && requests.find((r) => r.url.includes(`/assets/${page.chunk}-`));
        const entry = {
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
          metrics: {
            fcp: audit('first-contentful-paint'),
            lcp: audit('largest-contentful-paint'),
            tbt: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
            si: audit('speed-index'),
            js: jsBytes,
            dataAt: dataRequest ? dataRequest.networkRequestTime : NaN,
            chunkAt: pageChunk ? pageChunk.networkEndTime : NaN,
          },
        };
        ((results[page.name] ??= {})[ff.name] ??= []).push(entry);
        const base = `${page.name.replace(/\W+/g, '-')}-${ff.name}${keepTrace ? `-${run}` : ''}`;
        fs.writeFileSync(path.join(outDir, `${base}.json`), result.report);
        if (keepTrace && result.artifacts?.Trace)
          fs.writeFileSync(path.join(outDir, `${base}.trace.json`), JSON.stringify(result.artifacts.Trace));
        log(
          `run ${run}/${runs} ${page.name} ${ff.name}: perf ${entry.scores.performance}, a11y ${entry.scores.accessibility},`,
          `FCP ${Math.round(entry.metrics.fcp)} ms, LCP ${Math.round(entry.metrics.lcp)} ms,`,
          `TBT ${Math.round(entry.metrics.tbt)} ms, JS ${(jsBytes / 1024).toFixed(0)} KiB`,
          `(load ${loads.at(-1).toFixed(1)}, benchmarkIndex ${Math.round(powers.at(-1))})`,
        );
      }
    }
  }
  fs.writeFileSync(path.join(outDir, 'summary.json'), JSON.stringify(results, null, 2));
  log(`reports of the last run: ${outDir}`);

  const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  const ms = (v) => `${Math.round(v).toLocaleString('en-US')}`;
  const rows = [];
  let allMet = true;
  const medianOf = (page, ff, m) => median(results[page.name][ff.name].map((e) => e.metrics[m]));
  const antdFloor = PAGES.find((p) => p.floor === 'antd');
  const floorTbt = antdFloor ? medianOf(antdFloor, { name: 'mobile' }, 'tbt') : NaN;
  for (const page of PAGES) {
    for (const ff of formsOf(page)) {
      const list = results[page.name][ff.name];
      const score = (c) => median(list.map((e) => e.scores[c]));
      const metric = (m) => medianOf(page, ff, m);
      const perf = score('performance');
      const a11y = score('accessibility');
      // The floor's TBT can round to 0 ms on a quiet machine: then any page's ratio is judged against 1 ms.
      const ratio = ff.name === 'mobile' ? metric('tbt') / Math.max(floorTbt, 1) : NaN;
      const met =
        page.kind === 'public'
          ? perf >= BUDGET.public && a11y >= BUDGET.publicA11y
          : ff.name === 'mobile'
            ? ratio <= FLOOR_TBT_RATIO && a11y >= BUDGET.accessibility
            : perf >= BUDGET.desktop && a11y >= BUDGET.accessibility;
      if (page.kind !== 'floor') allMet &&= met;
      const dataAt = metric('dataAt');
      const data = Number.isFinite(dataAt) ? `${ms(dataAt)} / ${ms(metric('chunkAt'))}` : '';
      rows.push(
        `| ${page.name} | ${ff.name} | ${perf} | ${a11y} | ${score('best-practices')} | ${score('seo')} | ` +
          `${ms(metric('fcp'))} | ${ms(metric('lcp'))} | ${ms(metric('tbt'))} | ` +
          `${page.kind === 'console' && Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : ''} | ${metric('cls').toFixed(3)} | ` +
          `${ms(metric('si'))} | ${(metric('js') / 1024).toFixed(0)} | ${data} | ` +
          `${page.kind === 'floor' ? 'host floor, not judged' : met ? 'met' : '**not met**'} |`,
      );
    }
  }
  const cpu = os.cpus();
  const section = [
    MARK_START,
    '## Web (Lighthouse)',
    '',
    'Produced by `npm run bench:web` (apps/web/scripts/bench-web.mjs): Lighthouse against the built app',
    'served by the real server (one process, fresh demo database, precompressed assets), on Debian Chromium.',
    `Each page × form factor ran ${runs} times, interleaved; every figure is the median of its runs.`,
    'Mobile is Lighthouse’s default (simulated slow 4G, 4× CPU slowdown); desktop is its desktop config.',
    'Signed-in pages get a token from the API (`POST /api/user/login`) in localStorage before Lighthouse loads them.',
    '',
    `- Console pages: ${PAGES.filter((p) => p.kind === 'console')
      .map((p) => `${p.name} \`${p.path(ids)}\` (${p.account ?? 'visitor'})`)
      .join(', ')}`,
    `- Public pages (server-rendered, visitor, mobile only): ${PAGES.filter((p) => p.kind === 'public')
      .map((p) => `${p.name} \`${p.path(ids)}\``)
      .join(', ')}`,
    '- Host floor (mobile only, not judged itself): a sign-in form drawn by React alone (the “React floor”) and the ' +
      'same form with antd’s Card, Form, Input and Button as antd’s documentation sets them up ' +
      '(`apps/web/scripts/host-floor`), built by Vite and served brotli-compressed beside the app. The console is ' +
      'built on antd: its mobile rows are judged by their TBT against the antd floor’s in the same run ' +
      '(“TBT ÷ antd floor”, the ratio of the medians), which takes the machine’s share out of the figure.',
    '- “Data request / page chunk”: for the pages that load records, when the request for them started and when ' +
      'the page’s own chunk arrived, in ms after the document’s request, as observed before Lighthouse simulates the ' +
      'slow network (median): a first figure below the second means the data does not wait for the page’s code.',
    `- Command: \`${['WEB_DIST', 'RUNS', 'CHROME_PATH', 'BENCH_WEB_PAGES', 'BENCH_WEB_FORMS']
      .filter((k) => process.env[k])
      .map((k) => `${k}=${process.env[k]} `)
      .join('')}npm run bench:web\``,
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpu.length} × ${cpu[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
      `Node ${process.version}, ${chromiumVersion}, Lighthouse ${lighthouseVersion()}`,
    `- Load average (1 min) during the runs: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} ` +
      `on ${cpu.length} cores (other work on the machine inflates TBT: Lighthouse derives it from the main-thread tasks as they ran)`,
    `- Lighthouse's benchmarkIndex of this host (its CPU power as Lighthouse measures it; its docs/throttling.md: ` +
      `1,500–2,000 a high-end desktop, which the 4× mobile slowdown assumes; 1,000–1,500 a low-end one): ${Math.round(Math.min(...powers))}–${Math.round(Math.max(...powers))} ` +
      `(a slower or busier host scores lower on mobile with the same build)`,
    `- Budgets: console pages: mobile TBT ≤ ${FLOOR_TBT_RATIO} × the antd floor’s, desktop performance ≥ ${BUDGET.desktop}, ` +
      `accessibility ≥ ${BUDGET.accessibility}; public pages: mobile performance ≥ ${BUDGET.public}, accessibility ${BUDGET.publicA11y}`,
    '',
    '| page | form factor | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | TBT ÷ antd floor | CLS | SI ms | JS KiB transferred | data request / page chunk ms | budget |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
    MARK_END,
  ].join('\n');
  const doc = fs.existsSync(docFile) ? fs.readFileSync(docFile, 'utf8') : '# Benchmarks\n';
  const start = doc.indexOf(MARK_START);
  const end = doc.indexOf(MARK_END);
  const next =
    start >= 0 && end > start
      ? doc.slice(0, start) + section + doc.slice(end + MARK_END.length)
      : `${doc.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(docFile, next);
  log(`${path.relative(root, docFile)} updated; budgets ${allMet ? 'all met' : 'NOT all met'}`);
  console.log(rows.join('\n'));
} finally {
  await shutdown();
}

function lighthouseVersion() {
  const pkg = path.join(root, 'node_modules/lighthouse/package.json');
  return fs.existsSync(pkg) ? JSON.parse(fs.readFileSync(pkg, 'utf8')).version : '?';
}
