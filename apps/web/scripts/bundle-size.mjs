// Measures the initial JS (gzip) of the login page and the catalogue list pages (the matter
// list is also the home page): the entry chunk, the zh-CN texts, the console's chunk `mount`
// (which the entry imports at once), the lazy chunks each page needs, and everything they import
// statically. Lazy parts (admin drawers and dialogs, date pickers, image preview) are not
// counted: a visitor's first render does not load them.
// Usage: node scripts/bundle-size.mjs [--max-kb 350] [--verbose]   (after `vite build`)
// --verbose lists each page's chunks beyond the shared shell (entry + texts + mount + layout), largest first.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const assets = path.join(dist, 'assets');
const maxArg = process.argv.indexOf('--max-kb');
const maxKb = maxArg > 0 ? Number(process.argv[maxArg + 1]) : 350;
const verbose = process.argv.includes('--verbose');

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /<script[^>]+src="\/?assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('entry script not found in dist/index.html');

const files = fs.readdirSync(assets);
const byPrefix = (prefix) => {
  const f = files.find((n) => n.startsWith(`${prefix}-`) && n.endsWith('.js'));
  if (!f) throw new Error(`no chunk named ${prefix}-*.js`);
  return f;
};

/** A chunk plus every chunk it imports statically (dynamic import() is not followed). */
function closure(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  const code = fs.readFileSync(path.join(assets, start), 'utf8');
  for (const m of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) closure(m[1], seen);
  return seen;
}

const gzipOf = (f) => zlib.gzipSync(fs.readFileSync(path.join(assets, f)), { level: 9 }).length / 1024;
const gzipKb = (set) => [...set].reduce((sum, f) => sum + gzipOf(f), 0);

// The default language's texts load before the first render, so they count too.
const texts = byPrefix('zh-CN');
const mount = byPrefix('mount');
const pages = {
  login: [entry, texts, mount, byPrefix('Login')],
  'matter list': [entry, texts, mount, byPrefix('DefaultLayout'), byPrefix('MatterList')],
  'product list': [entry, texts, mount, byPrefix('DefaultLayout'), byPrefix('ProductList')],
};
const shell = new Set();
for (const s of [entry, texts, mount, byPrefix('DefaultLayout')]) closure(s, shell);
if (verbose)
  console.log(
    `shared shell (entry + texts + mount + layout): ${gzipKb(shell).toFixed(1)} kB gzip, ${shell.size} chunks`,
  );
let failed = false;
for (const [name, starts] of Object.entries(pages)) {
  const set = new Set();
  for (const s of starts) closure(s, set);
  const kb = gzipKb(set);
  const ok = kb <= maxKb;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${name}: ${kb.toFixed(1)} kB gzip initial JS (${set.size} chunks, budget ${maxKb} kB)`,
  );
  if (verbose) {
    const own = [...set].filter((f) => !shell.has(f) || name === 'login');
    for (const f of own.sort((a, b) => gzipOf(b) - gzipOf(a)).slice(0, 15)) {
      console.log(`       ${gzipOf(f).toFixed(1).padStart(6)} kB  ${f}`);
    }
  }
}
process.exit(failed ? 1 : 0);
